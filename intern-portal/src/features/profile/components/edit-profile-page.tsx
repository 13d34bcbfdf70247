import { EditProfilePage as SharedEditProfilePage } from 'shared-ui/profile';
import { INTERN_BASE_PATH } from '../../../api/query-keys';

/** /internDashboard/editProfile/{id}: Name, Email and Phone Number (shared-ui's form). */
export function EditProfilePage() {
  return <SharedEditProfilePage profilePath={`${INTERN_BASE_PATH}/profile`} />;
}
