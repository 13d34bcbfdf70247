import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import { useT, type ApplicationStatusResult } from 'shared-api';
import type { PersonalDataAction } from 'shared-api/personal-data';
import { formatApplicationStatus } from 'shared-ui/badges';
import { DetailsTable, type DetailsRow } from 'shared-ui/details';
import { publicPaths } from '../../../api/paths';

export interface ApplicationStatusDialogProps {
  result: ApplicationStatusResult | null;
  onClose: () => void;
  /** Asks for an e-mailed link to erase the data of, or send a copy of, the checked address. */
  onRequest: (action: PersonalDataAction) => void;
  /** The request under way, if any. */
  pendingAction?: PersonalDataAction;
  /** After it has closed: where the focus goes back to (Check Status). */
  onClosed?: () => void;
}

/** The modal 'Your Application Status': Name, Email, Position and the status's display text. */
export function ApplicationStatusDialog(props: ApplicationStatusDialogProps) {
  const { result, onClose, onRequest, pendingAction, onClosed } = props;
  const t = useT();
  const titleId = useId();
  const rows: DetailsRow[] = result
    ? [
        { label: t('Name'), value: result.Name },
        { label: t('Email'), value: result.Email },
        { label: t('Position'), value: result.Position },
        {
          label: t('Application Status'),
          value: t(formatApplicationStatus(result.ApplicationStatus)),
        },
      ]
    : [];
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId}>{t('Your Application Status')}</DialogTitle>
      <DialogContent>
        <DetailsTable rows={rows} aria-labelledby={titleId} />
        <Stack
          role="group"
          aria-label={t('Your personal data')}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2 }}
        >
          <Button
            variant="outlined"
            color="error"
            disabled={pendingAction !== undefined}
            onClick={() => onRequest('erase')}
          >
            {t('Withdraw my application and erase my data')}
          </Button>
          <Button
            variant="outlined"
            disabled={pendingAction !== undefined}
            onClick={() => onRequest('export')}
          >
            {t('Send me a copy of my data')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={publicPaths.landing}>
          {t('Home')}
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
