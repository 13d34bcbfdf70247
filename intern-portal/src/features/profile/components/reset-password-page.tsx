import { PasswordResetRequest } from 'shared-ui/password-reset';

/** /internDashboard/resetPassword: the shared in-dashboard reset flow (it reads the e-mail). */
export function ResetPasswordPage() {
  return <PasswordResetRequest />;
}
