import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from 'shared-api';
import { confirmTwoFactor, startTwoFactorSetUp, twoFactorMessages } from 'shared-api/two-factor';
import { AuthenticatorSetUp } from './authenticator-set-up';
import { RecoveryCodes } from './recovery-codes';

export interface SetUpTwoFactorDialogProps {
  onClose: () => void;
  /** Two-factor is on: the state the card shows changed. */
  onTurnedOn: () => void;
}

/**
 * 'Set up': a new secret for the app (asked when the dialog opens; a second opening replaces an
 * unconfirmed one), its first code, then the recovery codes, shown this once.
 */
export function SetUpTwoFactorDialog({ onClose, onTurnedOn }: SetUpTwoFactorDialogProps) {
  const t = useT();
  const [codes, setCodes] = useState<string[] | null>(null);
  const setUp = useQuery({
    queryKey: ['two-factor-set-up'],
    queryFn: startTwoFactorSetUp,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const confirm = async (code: string) => {
    setCodes(await confirmTwoFactor(code));
    onTurnedOn();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('Set up two-factor authentication')}</DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodes codes={codes} />
        ) : setUp.isPending ? (
          <Typography>{t('Loading...')}</Typography>
        ) : setUp.isError ? (
          <Typography>{t(twoFactorMessages.couldNotStart)}</Typography>
        ) : (
          <AuthenticatorSetUp setUp={setUp.data} confirm={confirm} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{codes ? t('Done') : t('Cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
