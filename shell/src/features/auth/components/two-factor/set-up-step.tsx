import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useT, type LoginAnswer } from 'shared-api';
import {
  confirmSignInSetUp,
  startSignInSetUp,
  twoFactorMessages,
  type TwoFactorSetUp,
} from 'shared-api/two-factor';
import { AuthenticatorSetUp, RecoveryCodes } from 'shared-ui/two-factor';

export interface SetUpStepProps {
  token: string;
  onSignedIn: (answer: LoginAnswer) => void;
}

type SetUp = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; setUp: TwoFactorSetUp };

/**
 * The set-up the sign-in policy asks of staff before any session: the app's QR code, its first
 * code, then the recovery codes; 'Continue' goes on signed in. A plain call, as the rest of the
 * login page: /login is drawn outside the portals' QueryClient (docs/decisions.md, "First visit").
 */
export function SetUpStep({ token, onSignedIn }: SetUpStepProps) {
  const t = useT();
  const [done, setDone] = useState<(LoginAnswer & { RecoveryCodes: string[] }) | null>(null);
  const [setUp, setSetUp] = useState<SetUp>({ state: 'loading' });
  useEffect(() => {
    // Each start makes a new key: only the last one asked for is shown and confirmed.
    let live = true;
    startSignInSetUp(token).then(
      (answer) => live && setSetUp({ state: 'ready', setUp: answer }),
      () => live && setSetUp({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography>
        {t('Your organisation asks for two-factor authentication. Set it up to sign in.')}
      </Typography>
      {done ? (
        <>
          <RecoveryCodes codes={done.RecoveryCodes} />
          <Button variant="contained" onClick={() => onSignedIn(done)}>
            {t('Continue')}
          </Button>
        </>
      ) : setUp.state === 'loading' ? (
        <Typography>{t('Loading...')}</Typography>
      ) : setUp.state === 'failed' ? (
        <Typography>{t(twoFactorMessages.couldNotStart)}</Typography>
      ) : (
        <AuthenticatorSetUp
          setUp={setUp.setUp}
          confirm={async (code) => setDone(await confirmSignInSetUp(token, code))}
        />
      )}
    </Stack>
  );
}
