import type { Db } from '../../db/database';
import type { ShareOutcome } from '../../db/schema';
import { countsSince } from './client-events.repository';
import { RELEASED_PACKAGES, type ReleasedPackage } from './release-ids';
import { lastEndedShare, openShares } from './release-shares.repository';
import { listReleases, readLiveReleases } from './releases.repository';

const DAY_MS = 24 * 3600 * 1000;

/** The migration that made shares and figures: before it, a package has neither. */
export const SHARES_MIGRATION = '2026112740_release_shares';

export interface PackageOverview {
  Package: ReleasedPackage;
  Since: string;
  Live: string | null;
  Share: { Release: string; Percent: number; StartedAt: string; AutoPromote: boolean } | null;
  LastEnded: {
    Release: string;
    Outcome: ShareOutcome;
    Reason: string | null;
    EndedAt: string;
  } | null;
  Releases: {
    Release: string;
    CreatedAt: string;
    GitCommit: string | null;
    PageViews: number;
    Errors: number;
  }[];
}

/**
 * A package's releases, its share and last ended one, and each release's figures: since its
 * share began, or over the last day without a share.
 */
export async function packageOverview(
  db: Db,
  pkg: ReleasedPackage,
  { now = new Date(), shares = true }: { now?: Date; shares?: boolean } = {},
): Promise<PackageOverview> {
  const share = shares ? (await openShares(db))[pkg] : undefined;
  const ended = shares ? await lastEndedShare(db, pkg) : undefined;
  const since = share ? new Date(share.startedAt) : new Date(now.getTime() - DAY_MS);
  const counts = shares ? await countsSince(db, pkg, since) : {};
  return {
    Package: pkg,
    Since: since.toISOString(),
    Live: (await readLiveReleases(db))[pkg] ?? null,
    Share: share
      ? {
          Release: share.releaseId,
          Percent: share.percent,
          StartedAt: share.startedAt,
          AutoPromote: share.autoPromote,
        }
      : null,
    LastEnded:
      ended?.outcome && ended.endedAt
        ? {
            Release: ended.releaseId,
            Outcome: ended.outcome,
            Reason: ended.reason,
            EndedAt: ended.endedAt,
          }
        : null,
    Releases: (await listReleases(db, pkg)).map((release) => ({
      Release: release.releaseId,
      CreatedAt: release.createdAt,
      GitCommit: release.gitCommit,
      PageViews: counts[release.releaseId]?.pageViews ?? 0,
      Errors: counts[release.releaseId]?.errors ?? 0,
    })),
  };
}

export const releasesOverview = (db: Db, options: { now?: Date; shares?: boolean } = {}) =>
  Promise.all(RELEASED_PACKAGES.map((pkg) => packageOverview(db, pkg, options)));
