import type { User } from 'shared-api';
import { ProfilePage as SharedProfilePage, type ProfileRow } from 'shared-ui/profile';
import { INTERN_BASE_PATH } from '../../../api/query-keys';
import { PerformanceCard } from './performance-card';

const internRows = (user: User): ProfileRow[] => [
  { label: 'Internship Position', value: user.Position ?? 'Not set' },
  { label: 'Supervisor', value: user.Supervisor?.Name ?? 'Not assigned yet' },
];

/** /internDashboard/profile: the profile card (shared-ui's) and the performance card. */
export function ProfilePage() {
  return (
    <SharedProfilePage basePath={INTERN_BASE_PATH} rows={internRows}>
      <PerformanceCard />
    </SharedProfilePage>
  );
}
