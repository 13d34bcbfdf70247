import { compiledOnce } from './compiled-once';
import type { DbOrTrx } from './database';
import type { ApplicationStatus, Role, RowCountsTable } from './schema';

const sumOf = (db: DbOrTrx) =>
  db.selectFrom('row_counts').select((eb) => eb.fn.sum<number | string>('n').as('n'));

const sumsByBucket = compiledOnce((db: DbOrTrx) =>
  sumOf(db).select(['subject', 'bucket']).groupBy(['subject', 'bucket']),
);

export interface PositionStatusCount {
  positionId: number;
  status: ApplicationStatus;
  n: number;
}

/**
 * Every count `row_counts` keeps, in one read of a few rows: applications by status, active
 * users by role, and applications by position and status (buckets `<position_id>:<status>`,
 * none that are 0).
 */
export async function readRowCounts(db: DbOrTrx) {
  const rows = await sumsByBucket(db, {});
  const applications: Record<ApplicationStatus, number> = {
    Processing: 0,
    Accepted: 0,
    Passed: 0,
    Declined: 0,
  };
  const activeUsers: Record<Role, number> = { INT: 0, SUP: 0, ADM: 0, ACA: 0 };
  const byPosition: PositionStatusCount[] = [];
  for (const { subject, bucket, n } of rows) {
    const count = Number(n);
    if (subject === 'applications') applications[bucket as ApplicationStatus] = count;
    if (subject === 'active_users') activeUsers[bucket as Role] = count;
    if (subject === 'applications_by_position' && count) {
      const [positionId, status] = bucket.split(':');
      byPosition.push({
        positionId: Number(positionId),
        status: status as ApplicationStatus,
        n: count,
      });
    }
  }
  return { applications, activeUsers, byPosition };
}

/** The sum over `subject` and `buckets` (not empty), to be read inside another query. */
export const rowCountsSum = (db: DbOrTrx, subject: RowCountsTable['subject'], buckets: string[]) =>
  sumOf(db).where('subject', '=', subject).where('bucket', 'in', buckets);

/** The sum over `subject` and a number of buckets: one compiled query per number. */
const sumsByBucketCount = new Map<number, ReturnType<typeof compiledSum>>();
const bucketNames = (count: number) =>
  Array.from({ length: count }, (_, index) => `bucket${index}`);
const compiledSum = (count: number) =>
  compiledOnce((db: DbOrTrx, params: Record<string, string>) =>
    sumOf(db)
      .where('subject', '=', params.subject as RowCountsTable['subject'])
      .where(
        'bucket',
        'in',
        bucketNames(count).map((name) => params[name]),
      ),
  );

/** How many applications are in `buckets` (statuses), or active users in them (roles). */
export async function countRows(
  db: DbOrTrx,
  subject: RowCountsTable['subject'],
  buckets: string[],
): Promise<number> {
  if (!buckets.length) return 0;
  let sum = sumsByBucketCount.get(buckets.length);
  if (!sum) sumsByBucketCount.set(buckets.length, (sum = compiledSum(buckets.length)));
  const names = bucketNames(buckets.length);
  const values = Object.fromEntries(names.map((name, index) => [name, buckets[index]]));
  const [row] = await sum(db, { subject, ...values });
  return Number(row?.n ?? 0);
}
