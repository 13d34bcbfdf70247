import { sql, type ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { PositionStatusCount } from '../../db/row-counts.repository';
import type { ApplicationStatus, Database } from '../../db/schema';
import type { IntakeChoice } from '../../lib/list-query';

const ofIntake = (intake: IntakeChoice) => (eb: ExpressionBuilder<Database, 'applications'>) =>
  intake === 'none'
    ? eb('applications.intake_id', 'is', null)
    : eb('applications.intake_id', '=', intake);

/**
 * One intake's applications by position and status, counted from its rows
 * (applications_intake_idx): `row_counts` keeps the programme's counts, not an intake's.
 */
export async function countIntakeApplications(
  db: DbOrTrx,
  intake: IntakeChoice,
): Promise<PositionStatusCount[]> {
  const rows = await db
    .selectFrom('applications')
    .where(ofIntake(intake))
    .select([
      'applications.position_id as positionId',
      'applications.status as status',
      sql<number | string>`count(*)`.as('n'),
    ])
    .groupBy(['applications.position_id', 'applications.status'])
    .execute();
  return rows.map(({ positionId, status, n }) => ({
    positionId,
    status: status as ApplicationStatus,
    n: Number(n),
  }));
}
