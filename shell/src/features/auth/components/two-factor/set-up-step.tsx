import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT, type LoginAnswer } from 'shared-api';
import { confirmSignInSetUp, startSignInSetUp, twoFactorMessages } from 'shared-api/two-factor';
import { AuthenticatorSetUp, RecoveryCodes } from 'shared-ui/two-factor';

export interface SetUpStepProps {
  token: string;
  onSignedIn: (answer: LoginAnswer) => void;
}

/**
 * The set-up the sign-in policy asks of staff before any session: the app's QR code, its first
 * code, then the recovery codes; 'Continue' goes on signed in.
 */
export function SetUpStep({ token, onSignedIn }: SetUpStepProps) {
  const t = useT();
  const [done, setDone] = useState<(LoginAnswer & { RecoveryCodes: string[] }) | null>(null);
  const setUp = useQuery({
    queryKey: ['two-factor-sign-in-set-up', token],
    queryFn: () => startSignInSetUp(token),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
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
      ) : setUp.isPending ? (
        <Typography>{t('Loading...')}</Typography>
      ) : setUp.isError ? (
        <Typography>{t(twoFactorMessages.couldNotStart)}</Typography>
      ) : (
        <AuthenticatorSetUp
          setUp={setUp.data}
          confirm={async (code) => setDone(await confirmSignInSetUp(token, code))}
        />
      )}
    </Stack>
  );
}
