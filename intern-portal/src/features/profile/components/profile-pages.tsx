import { useCallback } from 'react';
import { useCurrentUserId, useT, type User } from 'shared-api';
import { AttendanceQueryCard } from 'shared-ui/attendance';
import { PasswordResetRequest } from 'shared-ui/password-reset';
import { EditProfilePage, ProfilePage, type ProfileRow } from 'shared-ui/profile';
import { UniversitySection } from 'shared-ui/university';
import { INTERN_BASE_PATH, internPaths } from '../../../api/paths';
import { attendanceQuery } from '../api/attendance-query';
import { FinalEvaluationCard } from './final-evaluation-card';
import { LetterCard } from './letter-card';
import { PerformanceCard } from './performance-card';

/** /internDashboard/profile: the profile card (shared-ui's), the University section, the performance card, the
 * attendance and, once submitted, the final evaluation and, once issued, the completion letter. */
export function InternProfilePage() {
  const t = useT();
  const userId = useCurrentUserId() ?? 0;
  const internRows = useCallback(
    (user: User): ProfileRow[] => [
      { label: t('Internship Position'), value: user.Position ?? t('Not set') },
      { label: t('Supervisor'), value: user.Supervisor?.Name ?? t('Not assigned yet') },
    ],
    [t],
  );
  return (
    <ProfilePage basePath={INTERN_BASE_PATH} rows={internRows}>
      <UniversitySection owner="mine" />
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
