import type { Db } from '../../db/database';
import { readRowCounts } from '../../db/row-counts.repository';

/**
 * decisions §6: active accounts only; SelectedApplicants = Accepted or Passed. The counts are
 * kept by triggers (decisions "API speed"), so this reads a few rows at any size.
 */
export async function dashboardCounts(db: Db) {
  const { activeUsers: users, applications } = await readRowCounts(db);
  return {
    TotalUsers: users.INT + users.SUP + users.ADM,
    TotalApplicants: Object.values(applications).reduce((sum, count) => sum + count, 0),
    SelectedApplicants: applications.Accepted + applications.Passed,
    TotalInterns: users.INT,
    TotalSupervisors: users.SUP,
  };
}
