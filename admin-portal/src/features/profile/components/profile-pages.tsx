import { useT } from 'shared-api';
import { PasswordResetRequest } from 'shared-ui/password-reset';
import { CalendarFeedCard, EditProfilePage, ProfilePage } from 'shared-ui/profile';
import { ADMIN_BASE_PATH, adminPaths } from '../../../api/paths';

/** /adminDashboard/profile: the admin's own details, with their Position. */
export function AdminProfilePage() {
  const t = useT();
  return (
    <ProfilePage
      basePath={ADMIN_BASE_PATH}
      rows={(user) => [{ label: t('Position'), value: user.Position ?? '' }]}
    >
      <CalendarFeedCard />
    </ProfilePage>
  );
}

/** /adminDashboard/editProfile/{id}: Name, Email, Phone Number and Position. */
export function AdminEditProfilePage() {
  const t = useT();
  return (
    <EditProfilePage profilePath={adminPaths.profile} withPosition positionLabel={t('Position')} />
  );
}

/** /adminDashboard/resetPassword: the in-dashboard reset flow. */
export function AdminResetPasswordPage() {
  return <PasswordResetRequest />;
}
