import type { DbOrTrx } from '../../db/database';
import { refuseUnlessRelease } from './release-ids';

export interface ReleaseRow {
  package: string;
  releaseId: string;
  createdAt: string;
  gitCommit: string | null;
}

const releaseColumns = [
  'package',
  'release_id as releaseId',
  'created_at as createdAt',
  'git_commit as gitCommit',
] as const;

/** A package's releases, newest first (the order they were made in); ids checked as read. */
export async function listReleases(db: DbOrTrx, pkg: string): Promise<ReleaseRow[]> {
  const rows = await db
    .selectFrom('releases')
    .select(releaseColumns)
    .where('package', '=', pkg)
    .orderBy('seq', 'desc')
    .execute();
  for (const row of rows) refuseUnlessRelease(row.package, row.releaseId, 'table releases');
  return rows;
}

/** Records a release; false when that package already has a release of this id. */
export async function insertRelease(db: DbOrTrx, release: ReleaseRow): Promise<boolean> {
  const inserted = await db
    .insertInto('releases')
    .values({
      package: release.package,
      release_id: release.releaseId,
      created_at: release.createdAt,
      git_commit: release.gitCommit,
    })
    .onConflict((oc) => oc.columns(['package', 'release_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function deleteReleases(db: DbOrTrx, pkg: string, releaseIds: string[]) {
  if (releaseIds.length === 0) return Promise.resolve();
  return db
    .deleteFrom('releases')
    .where('package', '=', pkg)
    .where('release_id', 'in', releaseIds)
    .execute();
}

/** The live release of every package that has one: `{ shell: 'a1b2…', ... }`; ids checked. */
export async function readLiveReleases(db: DbOrTrx): Promise<Record<string, string>> {
  const rows = await db.selectFrom('live_releases').select(['package', 'release_id']).execute();
  for (const row of rows) refuseUnlessRelease(row.package, row.release_id, 'table live_releases');
  return Object.fromEntries(rows.map((row) => [row.package, row.release_id]));
}

/** Makes a release live: one write, seen by every instance on its next read. */
export async function setLiveRelease(db: DbOrTrx, pkg: string, releaseId: string, now: string) {
  await db
    .insertInto('live_releases')
    .values({ package: pkg, release_id: releaseId, switched_at: now })
    .onConflict((oc) =>
      oc.column('package').doUpdateSet({ release_id: releaseId, switched_at: now }),
    )
    .execute();
}
