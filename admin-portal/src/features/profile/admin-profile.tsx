import { ADMIN_BASE_PATH } from 'shared-ui/layout';
import { PasswordResetRequest } from 'shared-ui/password-reset';
import { EditProfilePage, ProfilePage } from 'shared-ui/profile';

/** /adminDashboard/profile: the admin's own details, with their Position. */
export function AdminProfile() {
  return (
    <ProfilePage
      basePath={ADMIN_BASE_PATH}
      rows={(user) => [{ label: 'Position', value: user.Position ?? '' }]}
    />
  );
}

/** /adminDashboard/editProfile/{id}: Name, Email, Phone Number and Position. */
export function AdminEditProfile() {
  return (
    <EditProfilePage
      profilePath={`${ADMIN_BASE_PATH}/profile`}
      withPosition
      positionLabel="Position"
    />
  );
}

/** /adminDashboard/resetPassword: the in-dashboard reset flow. */
export function AdminResetPassword() {
  return <PasswordResetRequest />;
}
