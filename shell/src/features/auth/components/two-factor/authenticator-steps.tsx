import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { toApiFailure, useT } from 'shared-api';
import { twoFactorMessages, type TwoFactorSetUp } from 'shared-api/two-factor';
import { AuthenticatorSetUp, RecoveryCodes } from 'shared-ui/two-factor';

export interface AuthenticatorStepsProps {
  /** Asks a new secret for the app (each start makes a new one): keep the function stable. */
  start: () => Promise<TwoFactorSetUp>;
  /** Sends the app's first code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** 'Continue', under the recovery codes. */
  onContinue: () => void;
}

type SetUp =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; setUp: TwoFactorSetUp };

/**
 * The set-up the sign-in policy asks of staff, at sign-in or of an open session: the app's QR
 * code, its first code, then the recovery codes and 'Continue'. Plain calls: /login is drawn
 * outside the portals' QueryClient (docs/decisions.md, "First visit").
 */
export function AuthenticatorSteps({ start, confirm, onContinue }: AuthenticatorStepsProps) {
  const t = useT();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [setUp, setSetUp] = useState<SetUp>({ state: 'loading' });
  useEffect(() => {
    // Only the last one asked for is shown and confirmed.
    let live = true;
    start().then(
      (answer) => live && setSetUp({ state: 'ready', setUp: answer }),
      (error: unknown) => {
        const failure = toApiFailure(error, twoFactorMessages.couldNotStart);
        if (live) setSetUp({ state: 'failed', message: failure.detail ?? failure.message });
      },
    );
    return () => {
      live = false;
    };
  }, [start]);
  if (codes) {
    return (
      <>
        <RecoveryCodes codes={codes} />
        <Button variant="contained" onClick={onContinue}>
          {t('Continue')}
        </Button>
      </>
    );
  }
  if (setUp.state === 'loading') return <Typography>{t('Loading...')}</Typography>;
  if (setUp.state === 'failed') return <Typography>{t(setUp.message)}</Typography>;
  return (
    <AuthenticatorSetUp
      setUp={setUp.setUp}
      confirm={async (code) => setCodes(await confirm(code))}
    />
  );
}
