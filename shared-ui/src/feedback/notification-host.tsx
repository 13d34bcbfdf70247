import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useT } from 'shared-api';
import { ConfirmDialog } from './confirm-dialog';
import { LiveRegion } from './live-region';
import {
  answerConfirmation,
  dismissError,
  dismissToast,
  useNotificationStore,
} from './notification-store';

export const TOAST_DURATION_MS = 3000;
const ERROR_TITLE_ID = 'notification-error-title';

/**
 * Renders the error popup, the toasts and the confirmations. Render it once, in the shell. Their
 * texts are translated here: a caller may hand them marked (m('...')) or already translated.
 */
export function NotificationHost() {
  const t = useT();
  const { error, toasts, confirm } = useNotificationStore();
  const toast = toasts[0];
  return (
    <>
      {/* What announce() says. A toast is an Alert (role alert), read out when it appears. */}
      <LiveRegion />
      <Dialog open={error !== null} onClose={dismissError} aria-labelledby={ERROR_TITLE_ID}>
        <DialogTitle id={ERROR_TITLE_ID}>{t('Error')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{error?.message && t(error.message)}</DialogContentText>
          {error?.detail && <DialogContentText sx={{ mt: 1 }}>{t(error.detail)}</DialogContentText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={dismissError} autoFocus>
            {t('OK')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        key={toast?.id}
        open={toast !== undefined}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && toast && dismissToast(toast.id)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity={toast?.severity ?? 'success'}
          variant="filled"
          onClose={() => toast && dismissToast(toast.id)}
        >
          {toast?.message && t(toast.message)}
        </Alert>
      </Snackbar>
      <ConfirmDialog
        open={confirm !== null}
        message={confirm?.message ?? ''}
        title={confirm?.title}
        confirmText={confirm?.confirmText}
        cancelText={confirm?.cancelText}
        destructive={confirm?.destructive}
        onConfirm={() => answerConfirmation(true)}
        onCancel={() => answerConfirmation(false)}
      />
    </>
  );
}
