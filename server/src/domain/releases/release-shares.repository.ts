import type { DbOrTrx } from '../../db/database';
import type { ShareOutcome } from '../../db/schema';
import { refuseUnlessRelease } from './release-ids';

export interface ShareRow {
  id: number;
  package: string;
  releaseId: string;
  baseReleaseId: string;
  percent: number;
  autoPromote: boolean;
  startedAt: string;
  percentSince: string;
  endedAt: string | null;
  outcome: ShareOutcome | null;
  reason: string | null;
}

const shareColumns = [
  'id',
  'package',
  'release_id as releaseId',
  'base_release_id as baseReleaseId',
  'percent',
  'auto_promote as autoPromote',
  'started_at as startedAt',
  'percent_since as percentSince',
  'ended_at as endedAt',
  'outcome',
  'reason',
] as const;

function checked(row: Omit<ShareRow, 'autoPromote'> & { autoPromote: number }): ShareRow {
  refuseUnlessRelease(row.package, row.releaseId, 'table release_shares');
  refuseUnlessRelease(row.package, row.baseReleaseId, 'table release_shares');
  return { ...row, autoPromote: Boolean(row.autoPromote) };
}

/** Every package's open share, by package. */
export async function openShares(db: DbOrTrx): Promise<Record<string, ShareRow>> {
  const rows = await db
    .selectFrom('release_shares')
    .select(shareColumns)
    .where('ended_at', 'is', null)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.package, checked(row)]));
}

/** A package's latest ended share, or undefined. */
export async function lastEndedShare(db: DbOrTrx, pkg: string): Promise<ShareRow | undefined> {
  const row = await db
    .selectFrom('release_shares')
    .select(shareColumns)
    .where('package', '=', pkg)
    .where('ended_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && checked(row);
}

export async function insertShare(
  db: DbOrTrx,
  share: Pick<ShareRow, 'package' | 'releaseId' | 'baseReleaseId' | 'percent' | 'autoPromote'>,
  now: string,
) {
  await db
    .insertInto('release_shares')
    .values({
      package: share.package,
      release_id: share.releaseId,
      base_release_id: share.baseReleaseId,
      percent: share.percent,
      auto_promote: share.autoPromote ? 1 : 0,
      started_at: now,
      percent_since: now,
    })
    .execute();
}

/**
 * Ends an open share; false when it had ended already (another instance, or a command, was
 * first), so that only one of them tells the administrators.
 */
export async function endShare(
  db: DbOrTrx,
  id: number,
  outcome: ShareOutcome,
  reason: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('release_shares')
    .set({ ended_at: now, outcome, reason })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Grows an open share; false when it had ended or grown already. */
export async function growShare(
  db: DbOrTrx,
  share: Pick<ShareRow, 'id' | 'percent'>,
  percent: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('release_shares')
    .set({ percent, percent_since: now })
    .where('id', '=', share.id)
    .where('percent', '=', share.percent)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Of these releases of a package, those that were a share rolled back. */
export async function rolledBackAmong(
  db: DbOrTrx,
  pkg: string,
  releaseIds: string[],
): Promise<string[]> {
  if (releaseIds.length === 0) return [];
  const rows = await db
    .selectFrom('release_shares')
    .select('release_id')
    .distinct()
    .where('package', '=', pkg)
    .where('release_id', 'in', releaseIds)
    .where('outcome', 'in', ['rolled back', 'rolled back automatically'])
    .execute();
  return rows.map((row) => row.release_id);
}
