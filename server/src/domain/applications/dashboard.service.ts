import type { Db } from '../../db/database';
import { readRowCounts } from '../../db/row-counts.repository';
import type { ApplicationStatus } from '../../db/schema';
import type { IntakeChoice } from '../../lib/list-query';
import { listPositions } from '../positions/positions.repository';
import { countIntakeApplications } from './intake-counts.repository';

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

type StatusCounts = Record<ApplicationStatus, number>;
const noCounts = (): StatusCounts => ({ Processing: 0, Accepted: 0, Passed: 0, Declined: 0 });

/** The programme's counts (trigger-kept) or, for one intake, its applications' counts. */
async function countsOf(db: Db, intake: IntakeChoice | undefined) {
  if (intake === undefined) {
    const { applications, byPosition } = await readRowCounts(db);
    return { applications, byPosition };
  }
  const byPosition = await countIntakeApplications(db, intake);
  const applications = noCounts();
  for (const { status, n } of byPosition) applications[status] += n;
  return { applications, byPosition };
}

/**
 * The dashboard's pipeline: every application by status, and by position and status (positions
 * that have applications, in the positions' order), from the trigger-kept counts: a few rows
 * per position at any number of applications. With `intake`, that intake's applications only.
 */
export async function pipelineCounts(db: Db, intake?: IntakeChoice) {
  const [{ applications, byPosition }, positions] = await Promise.all([
    countsOf(db, intake),
    listPositions(db),
  ]);
  const counts = new Map<number, StatusCounts>();
  for (const { positionId, status, n } of byPosition) {
    const entry = counts.get(positionId) ?? noCounts();
    entry[status] = n;
    counts.set(positionId, entry);
  }
  return {
    ByStatus: applications,
    ByPosition: positions.flatMap(({ id, name }) => {
      const entry = counts.get(id);
      return entry ? [{ PositionId: id, Position: name, ...entry }] : [];
    }),
  };
}
