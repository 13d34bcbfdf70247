import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LOGIN_RETURN_PARAM, useSessionStore, useT } from 'shared-api';
import { getSignInOptions, postPasskeyLogin } from 'shared-api/passkeys';
import { useLocation, useNavigate, useSearchParams } from 'shared-ui/router';
import { returnPathAfterLogin } from '../../../lib/return-path';
import { signWithPasskey } from './passkey-ceremony';

/**
 * 'Sign in with a passkey' (issue 68): no e-mail, the browser offers this site's passkeys; the
 * server's answer is a login's, so the page goes on as after a password. The browser's refusal
 * (cancelled, timed out, no passkeys here) and the server's are said under the button.
 */
export function PasskeySignIn() {
  const t = useT();
  const startSession = useSessionStore((state) => state.startSession);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn() {
    setProblem(null);
    setBusy(true);
    const outcome = await signWithPasskey(getSignInOptions, postPasskeyLogin);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      setBusy(false);
      return;
    }
    startSession(outcome.answer);
    const remembered =
      (location.state as { from?: unknown } | null)?.from ?? searchParams.get(LOGIN_RETURN_PARAM);
    navigate(returnPathAfterLogin(remembered, outcome.answer.Role), { replace: true });
  }

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {problem && <Alert severity="error">{t(problem)}</Alert>}
      <Button variant="outlined" disabled={busy} onClick={() => void signIn()}>
        {busy ? t('Waiting for the browser...') : t('Sign in with a passkey')}
      </Button>
    </Stack>
  );
}
