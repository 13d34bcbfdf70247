import type { Db } from '../../db/database';
import type { ShareOutcome } from '../../db/schema';
import { countsSince } from './client-events.repository';
import { RELEASED_PACKAGES, type ReleasedPackage } from './release-ids';
import { lastEndedShare, openShares, type ShareRow } from './release-shares.repository';
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

interface OverviewOptions {
  now?: Date;
  /** False on a schema before SHARES_MIGRATION: no shares, no figures. */
  shares?: boolean;
}

/** What every package's overview reads alike: the live releases and the open shares. */
async function readState(db: Db, shares: boolean) {
  return {
    live: await readLiveReleases(db),
    open: shares ? await openShares(db) : ({} as Record<string, ShareRow>),
  };
}

/**
 * A package's releases, its share and last ended one, and each release's figures: since its
 * share began, or over the last day without a share.
 */
async function overviewOf(
  db: Db,
  pkg: ReleasedPackage,
  { live, open }: Awaited<ReturnType<typeof readState>>,
  { now = new Date(), shares = true }: OverviewOptions,
): Promise<PackageOverview> {
  const share = open[pkg];
  const ended = shares ? await lastEndedShare(db, pkg) : undefined;
  const since = share ? new Date(share.startedAt) : new Date(now.getTime() - DAY_MS);
  const counts = shares ? await countsSince(db, pkg, since) : {};
  return {
    Package: pkg,
    Since: since.toISOString(),
    Live: live[pkg] ?? null,
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

export async function packageOverview(db: Db, pkg: ReleasedPackage, options: OverviewOptions = {}) {
  return overviewOf(db, pkg, await readState(db, options.shares ?? true), options);
}

/** Every package's overview, the live releases and open shares read once for all. */
export async function releasesOverview(db: Db, options: OverviewOptions = {}) {
  const state = await readState(db, options.shares ?? true);
  return Promise.all(RELEASED_PACKAGES.map((pkg) => overviewOf(db, pkg, state, options)));
}
