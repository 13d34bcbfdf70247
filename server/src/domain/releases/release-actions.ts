import type { Db } from '../../db/database';
import type { ReleasedPackage } from './release-ids';
import { endOpenShare, promoteShare } from './release-shares.service';
import { pruneReleases, rollbackRelease, type ReleaseSettings } from './releases.service';

/**
 * What `npm run rollback` and the Releases screen's Roll back do: end the package's share (its
 * release goes away, the live one stays), or without a share make the release before the live
 * one live again. `by` says who, for the share's record.
 */
export async function rollBack(
  db: Db,
  settings: ReleaseSettings,
  pkg: ReleasedPackage,
  by: string,
  options: { to?: string; force?: boolean } = {},
): Promise<string> {
  if (!options.to) {
    const ended = await endOpenShare(db, pkg, `rolled back by ${by}`);
    if (ended) return `${pkg}: the share of release ${ended} ended; the live release stays`;
  }
  const releaseId = await rollbackRelease(db, settings, pkg, options);
  return `${pkg} release ${releaseId} is live again`;
}

/** What `--promote` and the screen's Promote do: the share's release live for everyone. */
export async function promote(db: Db, settings: ReleaseSettings, pkg: ReleasedPackage) {
  const releaseId = await promoteShare(db, pkg);
  await pruneReleases(db, settings, pkg);
  return `${pkg} release ${releaseId} is live for everyone`;
}
