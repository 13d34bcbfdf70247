import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LOGIN_RETURN_PARAM, toApiFailure, useSessionStore, useT } from 'shared-api';
import {
  browserPasskeyMessage,
  getSignInOptions,
  passkeysMessages,
  postPasskeyLogin,
} from 'shared-api/passkeys';
import { useLocation, useNavigate, useSearchParams } from 'shared-ui/router';
import { returnPathAfterLogin } from '../api/return-path';

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
    try {
      // Loaded on the click: the login page's first visit downloads no WebAuthn code.
      const { browserSupportsWebAuthn, startAuthentication } = await import(
        /* webpackChunkName: "webauthn" */ '@simplewebauthn/browser'
      );
      if (!browserSupportsWebAuthn()) {
        setProblem(passkeysMessages.unsupported);
        setBusy(false);
        return;
      }
      const optionsJSON = await getSignInOptions();
      const answer = await postPasskeyLogin(await startAuthentication({ optionsJSON }));
      startSession(answer);
      const remembered =
        (location.state as { from?: unknown } | null)?.from ?? searchParams.get(LOGIN_RETURN_PARAM);
      navigate(returnPathAfterLogin(remembered, answer.Role), { replace: true });
    } catch (error) {
      const failure = toApiFailure(error, passkeysMessages.couldNotSignIn);
      setProblem(browserPasskeyMessage(error) ?? failure.serverMessage ?? failure.message);
      setBusy(false);
    }
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
