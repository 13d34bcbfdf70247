import { PasswordResetRequest } from 'shared-ui/password-reset';
import { EditProfilePage, ProfilePage } from 'shared-ui/profile';
import { UNIVERSITY_BASE_PATH, universityPaths } from '../../../api/paths';

/**
 * /universityDashboard/profile: Name, Email and Phone Number, with the cards every dashboard's
 * profile has (e-mail preferences, two-factor, passkeys, sessions).
 */
export function UniversityProfilePage() {
  return <ProfilePage basePath={UNIVERSITY_BASE_PATH} />;
}

/** /universityDashboard/editProfile/{id}: Name, Email and Phone Number ('Details Updated'). */
export function UniversityEditProfilePage() {
  return <EditProfilePage profilePath={universityPaths.profile} />;
}

/** /universityDashboard/resetPassword: the shared in-dashboard reset flow. */
export function UniversityResetPasswordPage() {
  return <PasswordResetRequest />;
}
