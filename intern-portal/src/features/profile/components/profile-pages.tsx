import { useCurrentUserId, type User } from 'shared-api';
import { AttendanceQueryCard } from 'shared-ui/attendance';
import { PasswordResetRequest } from 'shared-ui/password-reset';
import { EditProfilePage, ProfilePage, type ProfileRow } from 'shared-ui/profile';
import { INTERN_BASE_PATH, internPaths } from '../../../api/paths';
import { attendanceQuery } from '../api/attendance-query';
import { FinalEvaluationCard } from './final-evaluation-card';
import { LetterCard } from './letter-card';
import { PerformanceCard } from './performance-card';

const internRows = (user: User): ProfileRow[] => [
  { label: 'Internship Position', value: user.Position ?? 'Not set' },
  { label: 'Supervisor', value: user.Supervisor?.Name ?? 'Not assigned yet' },
];

/** /internDashboard/profile: the profile card (shared-ui's), the performance card, the
 * attendance and, once submitted, the final evaluation and, once issued, the completion letter. */
export function InternProfilePage() {
  const userId = useCurrentUserId() ?? 0;
  return (
    <ProfilePage basePath={INTERN_BASE_PATH} rows={internRows}>
      <PerformanceCard />
      <AttendanceQueryCard query={attendanceQuery(userId)} />
      <FinalEvaluationCard />
      <LetterCard />
    </ProfilePage>
  );
}

/** /internDashboard/editProfile/{id}: Name, Email and Phone Number (shared-ui's form). */
export function InternEditProfilePage() {
  return <EditProfilePage profilePath={internPaths.profile} />;
}

/** /internDashboard/resetPassword: the shared in-dashboard reset flow (it reads the e-mail). */
export function InternResetPasswordPage() {
  return <PasswordResetRequest />;
}
