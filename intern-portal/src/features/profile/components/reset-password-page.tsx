import { PasswordResetRequest } from 'shared-ui';

/** /internDashboard/resetPassword: the shared in-dashboard reset flow (it reads the e-mail). */
export function ResetPasswordPage() {
  return <PasswordResetRequest />;
}
