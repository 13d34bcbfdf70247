import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { successMessages, useT } from 'shared-api';
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
  const t = useT();
  const flow = usePasswordResetFlow(email, loginPath);
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent>
        <PageTitle>{t('Reset Password')}</PageTitle>
        <Typography sx={{ mb: 2 }}>
          {t('We will e-mail you a link to choose a new password. You will be logged out.')}
        </Typography>
        {flow.sent && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t(successMessages.checkYourEmail)}
          </Alert>
        )}
        <Button variant="contained" onClick={flow.request} disabled={flow.busy}>
          {t('Request Password Reset')}
        </Button>
      </CardContent>
    </Card>
  );
}
