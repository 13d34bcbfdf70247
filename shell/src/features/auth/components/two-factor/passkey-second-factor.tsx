import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useT, type LoginAnswer } from 'shared-api';
import { getSecondFactorOptions, postPasskeySecondFactor } from 'shared-api/passkey-steps';
import { signWithPasskey } from '../passkey-ceremony';

export interface PasskeySecondFactorProps {
  token: string;
  onSignedIn: (answer: LoginAnswer) => void;
}

/** After the password: 'Use a passkey' makes the second step with one of the user's passkeys. */
export function PasskeySecondFactor({ token, onSignedIn }: PasskeySecondFactorProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function verify() {
    setProblem(null);
    setBusy(true);
    const outcome = await signWithPasskey(
      () => getSecondFactorOptions(token),
      (response) => postPasskeySecondFactor(token, response),
    );
    if ('answer' in outcome) {
      onSignedIn(outcome.answer);
      return;
    }
    setProblem(outcome.problem);
    setBusy(false);
  }

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {problem && <Alert severity="error">{t(problem)}</Alert>}
      <Button variant="outlined" disabled={busy} onClick={() => void verify()}>
        {busy ? t('Waiting for the browser...') : t('Use a passkey')}
      </Button>
    </Stack>
  );
}
