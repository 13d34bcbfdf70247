import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { successMessages } from 'shared-api';
import { PageTitle } from '../layout/page-title';
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
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent>
        <PageTitle>Reset Password</PageTitle>
        <Typography sx={{ mb: 2 }}>
          We will e-mail you a link to choose a new password. You will be logged out.
        </Typography>
        {flow.sent && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {successMessages.checkYourEmail}
          </Alert>
        )}
        <Button variant="contained" onClick={flow.request} disabled={flow.busy}>
          Request Password Reset
        </Button>
      </CardContent>
    </Card>
  );
}
