import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';
import { useT, type LoginAnswer } from 'shared-api';
import { confirmSignInSetUp, startSignInSetUp } from 'shared-api/two-factor';
import { AuthenticatorSteps } from './authenticator-steps';

export interface SetUpStepProps {
  token: string;
  onSignedIn: (answer: LoginAnswer) => void;
}

/**
 * The set-up the sign-in policy asks of staff before any session (the pending sign-in's
 * `token`): 'Continue', after the recovery codes, goes on signed in.
 */
export function SetUpStep({ token, onSignedIn }: SetUpStepProps) {
  const t = useT();
  const signedIn = useRef<LoginAnswer | null>(null);
  const start = useCallback(() => startSignInSetUp(token), [token]);
  const confirm = useCallback(
    async (code: string) => {
      const { RecoveryCodes, ...answer } = await confirmSignInSetUp(token, code);
      signedIn.current = answer;
      return RecoveryCodes;
    },
    [token],
  );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography>
        {t('Your organisation asks for two-factor authentication. Set it up to sign in.')}
      </Typography>
      <AuthenticatorSteps
        start={start}
        confirm={confirm}
        onContinue={() => signedIn.current && onSignedIn(signedIn.current)}
      />
    </Stack>
  );
}
