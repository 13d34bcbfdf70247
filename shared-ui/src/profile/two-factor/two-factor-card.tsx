import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from 'shared-api';
import { getTwoFactor, twoFactorKeys, twoFactorMessages } from 'shared-api/two-factor';
import { showSuccess } from '../../feedback/notification-store';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { SetUpTwoFactorDialog } from './set-up-two-factor-dialog';

/**
 * The profile's 'Two-factor authentication' (issue 68): whether sign-in asks a code from an
 * authenticator app, and the recovery codes left; 'Set up' and 'Turn off'.
 */
export function TwoFactorCard() {
  const t = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'set-up' | 'turn-off' | null>(null);
  const query = useQuery({ queryKey: twoFactorKeys.all, queryFn: getTwoFactor });
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
  const state = query.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('Two-factor authentication')}
        </Typography>
        {query.isPending && <Typography>{t('Loading...')}</Typography>}
        {query.isError && <Typography>{t(twoFactorMessages.couldNotGetState)}</Typography>}
        {state && (
          <>
            <Typography>
              {state.Enabled
                ? t('On: your sign-in asks a code from your authenticator app.')
                : t('Off: add a code from an authenticator app to your sign-in.')}
            </Typography>
            {state.Enabled && (
              <Typography>
                {t('Recovery codes left: {count}', { count: state.RecoveryCodesLeft })}
              </Typography>
            )}
            <Button
              variant={state.Enabled ? 'outlined' : 'contained'}
              color={state.Enabled ? 'error' : 'primary'}
              onClick={() => setOpen(state.Enabled ? 'turn-off' : 'set-up')}
              sx={{ alignSelf: 'flex-start' }}
            >
              {state.Enabled ? t('Turn off') : t('Set up')}
            </Button>
          </>
        )}
      </Stack>
      {open === 'set-up' && (
        <SetUpTwoFactorDialog
          onClose={() => setOpen(null)}
          onTurnedOn={() => {
            void refresh();
            showSuccess(twoFactorMessages.turnedOn);
          }}
        />
      )}
      {open === 'turn-off' && (
        <DisableTwoFactorDialog
          onClose={() => setOpen(null)}
          onTurnedOff={() => {
            setOpen(null);
            void refresh();
            showSuccess(twoFactorMessages.turnedOff);
          }}
        />
      )}
    </Paper>
  );
}
