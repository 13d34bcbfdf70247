import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { confirmMessages, successMessages } from 'shared-api';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { usePasswordResetFlow } from './use-password-reset-flow';

export interface PasswordResetRequestProps {
  /**
   * The address to send the link to. Without it the component reads the signed-in user's
   * address through GET /User/{id}/edit (the session knows only Name and user_id).
   */
  email?: string;
  /** Where to go after the logout. */
  loginPath?: string;
}

/** The in-dashboard password reset of spec §4 (the page at <dashboard>/resetPassword). */
export function PasswordResetRequest({ email, loginPath = '/login' }: PasswordResetRequestProps) {
  const flow = usePasswordResetFlow(email, loginPath);
  const busy = flow.phase === 'sending' || flow.phase === 'sent';
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Reset Password
        </Typography>
        <Typography sx={{ mb: 2 }}>
          We will e-mail you a link to choose a new password. You will be logged out.
        </Typography>
        {flow.phase === 'sent' && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {successMessages.checkYourEmail}
          </Alert>
        )}
        {flow.phase === 'failed' && flow.failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>Error</AlertTitle>
            {flow.failure.message}
            {flow.failure.detail && <Box>{flow.failure.detail}</Box>}
          </Alert>
        )}
        <Button variant="contained" onClick={flow.ask} disabled={busy}>
          Request Password Reset
        </Button>
      </CardContent>
      <ConfirmDialog
        open={flow.phase === 'confirming'}
        title="Reset Password"
        message={confirmMessages.requestPasswordReset}
        onConfirm={() => void flow.confirm()}
        onCancel={flow.cancel}
      />
    </Card>
  );
}
