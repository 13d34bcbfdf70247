import type { Db } from '../../db/database';
import { countActiveUsersByRole } from '../users/users.repository';
import { countApplications } from './applications.repository';

/** decisions §6: active accounts only; SelectedApplicants = Accepted or Passed. */
export async function dashboardCounts(db: Db) {
  const [users, applications] = await Promise.all([
    countActiveUsersByRole(db),
    countApplications(db),
  ]);
  return {
    TotalUsers: users.INT + users.SUP + users.ADM,
    TotalApplicants: Object.values(applications).reduce((sum, count) => sum + count, 0),
    SelectedApplicants: applications.Accepted + applications.Passed,
    TotalInterns: users.INT,
    TotalSupervisors: users.SUP,
  };
}
