import { useT } from 'shared-api';
import { PasswordResetRequest } from 'shared-ui/password-reset';
import { CalendarFeedCard, EditProfilePage, ProfilePage } from 'shared-ui/profile';
import { SUPERVISOR_BASE_PATH, supervisorPaths } from '../../../api/paths';

/** /supervisorDashboard/profile: Name, Email, Phone Number and Department. */
export function SupervisorProfilePage() {
  const t = useT();
  return (
    <ProfilePage
      basePath={SUPERVISOR_BASE_PATH}
      rows={(user) => [{ label: t('Department'), value: user.Position ?? '' }]}
    >
      <CalendarFeedCard />
    </ProfilePage>
  );
}

/** /supervisorDashboard/editProfile/{id}: Name, Email and Phone Number ('Details Updated'). */
export function SupervisorEditProfilePage() {
  return <EditProfilePage profilePath={supervisorPaths.profile} />;
}

/** /supervisorDashboard/resetPassword: the shared in-dashboard reset flow. */
export function SupervisorResetPasswordPage() {
  return <PasswordResetRequest />;
}
