import fs from 'node:fs';
import type { Db } from '../../db/database';
import { checkRelease, ReleaseRefused } from './release-check';
import { buildReleaseId } from './build-manifest';
import { buildDirOf, isBuilt, removeRelease, storeRelease } from './release-files';
import {
  isReleasedPackage,
  releaseDir,
  RELEASED_PACKAGES,
  type ReleasedPackage,
} from './release-ids';
import { endShare, insertShare, openShares, rolledBackAmong } from './release-shares.repository';
import { RELEASE_GROUPS, releasesForGroup } from './release-shares.service';
import {
  deleteReleases,
  insertRelease,
  listReleases,
  readLiveReleases,
  setLiveRelease,
} from './releases.repository';

export { ReleaseRefused } from './release-check';

export interface ReleaseSettings {
  releasesDir: string;
  /** How many releases of each package stay servable (KEEP_RELEASES). */
  keep: number;
}

export interface PublishOptions {
  gitCommit: string | null;
  /** The build's contentId when the caller has computed it already. */
  releaseId?: string;
  now?: Date;
  /** Skip the check against the live shell or portals (a planned upgrade of React or MUI). */
  force?: boolean;
  /** Live for this percent of the release groups only (1-99); the rest keep the live release. */
  share?: number;
  /** Grow the share by itself while its errors stay within the margin (share-judge.ts). */
  autoPromote?: boolean;
}

function livePeers(settings: ReleaseSettings, live: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(live)
      .filter(([pkg]) => isReleasedPackage(pkg))
      .map(([pkg, releaseId]) => [pkg, releaseDir(settings.releasesDir, pkg, releaseId)]),
  ) as Partial<Record<ReleasedPackage, string>>;
}

/**
 * Checks a release against every set of releases some browsers run beside it: the live ones,
 * and at each open share's edge the shares that group is in (a group below P % is in every share
 * of P % or more), so a release cannot break the live pages nor a share's.
 */
async function check(
  db: Db,
  settings: ReleaseSettings,
  pkg: ReleasedPackage,
  releaseId: string,
  force: boolean,
) {
  const live = await readLiveReleases(db);
  const shares = Object.fromEntries(
    Object.entries(await openShares(db)).filter(([shared]) => shared !== pkg),
  );
  const groups = [RELEASE_GROUPS, ...Object.values(shares).map((share) => share.percent - 1)];
  for (const group of groups) {
    const world = releasesForGroup(live, shares, group);
    const sharedPercents = Object.fromEntries(
      Object.values(shares)
        .filter((share) => group < share.percent)
        .map((share) => [share.package, share.percent]),
    );
    checkRelease(pkg, releaseId, releaseDir(settings.releasesDir, pkg, releaseId), {
      peers: force ? {} : livePeers(settings, world),
      liveIds: world,
      sharedPercents,
    });
  }
}

/**
 * Makes a build a release: stores it beside the others, checks it against what is live, and
 * only then makes it live with one write. A refused build leaves the live release as it was.
 */
export async function publishRelease(
  db: Db,
  settings: ReleaseSettings,
  pkg: ReleasedPackage,
  buildDir: string,
  {
    gitCommit,
    now = new Date(),
    force = false,
    share,
    autoPromote = false,
    ...computed
  }: PublishOptions,
): Promise<{ releaseId: string; isNew: boolean; shared: boolean }> {
  const releaseId = storeRelease(settings.releasesDir, pkg, buildDir, computed.releaseId);
  const known = (await listReleases(db, pkg)).some((release) => release.releaseId === releaseId);
  try {
    await check(db, settings, pkg, releaseId, force);
  } catch (error) {
    if (!known) removeRelease(settings.releasesDir, pkg, releaseId);
    throw error;
  }
  const at = now.toISOString();
  const live = (await readLiveReleases(db))[pkg];
  // A package's first release, or one live already, has no one to share with.
  const shared = share !== undefined && live !== undefined && live !== releaseId;
  const isNew = await db.transaction().execute(async (trx) => {
    const inserted = await insertRelease(trx, {
      package: pkg,
      releaseId,
      createdAt: at,
      gitCommit,
    });
    const open = (await openShares(trx))[pkg];
    if (open) await endShare(trx, open.id, 'replaced', `by release ${releaseId}`, at);
    if (shared) {
      await insertShare(
        trx,
        { package: pkg, releaseId, baseReleaseId: live, percent: share, autoPromote },
        at,
      );
    } else {
      await setLiveRelease(trx, pkg, releaseId, at);
    }
    return inserted;
  });
  await pruneReleases(db, settings, pkg);
  return { releaseId, isNew, shared };
}

/**
 * Makes an earlier release live again: the one made before the live one, or `to`. It is checked
 * as a new release would be, so a rollback cannot break the live shell either.
 */
export async function rollbackRelease(
  db: Db,
  settings: ReleaseSettings,
  pkg: ReleasedPackage,
  { to, now = new Date(), force = false }: { to?: string; now?: Date; force?: boolean },
): Promise<string> {
  const releases = await listReleases(db, pkg);
  const live = (await readLiveReleases(db))[pkg];
  const liveIndex = releases.findIndex((release) => release.releaseId === live);
  // A share rolled back failed its users: never the release to go back to, unless named.
  const failed = new Set(
    await rolledBackAmong(
      db,
      pkg,
      releases.map((release) => release.releaseId),
    ),
  );
  const target = to
    ? releases.find((release) => release.releaseId === to)
    : releases.slice(liveIndex + 1).find((release) => !failed.has(release.releaseId));
  if (!target) {
    throw new ReleaseRefused(
      to
        ? `${pkg} has no kept release ${to}; see \`npm run releases\``
        : `${pkg} has no release before the live one (${live ?? 'none'}) to roll back to`,
    );
  }
  if (!fs.existsSync(releaseDir(settings.releasesDir, pkg, target.releaseId))) {
    throw new ReleaseRefused(`${pkg} release ${target.releaseId} has no files in RELEASES_DIR`);
  }
  await check(db, settings, pkg, target.releaseId, force);
  await setLiveRelease(db, pkg, target.releaseId, now.toISOString());
  return target.releaseId;
}

/** Keeps the newest `keep` releases of a package and the live one; removes the rest. */
export async function pruneReleases(db: Db, settings: ReleaseSettings, pkg: ReleasedPackage) {
  const live = (await readLiveReleases(db))[pkg];
  const shared = (await openShares(db))[pkg]?.releaseId;
  const old = (await listReleases(db, pkg))
    .slice(settings.keep)
    .filter((release) => release.releaseId !== live && release.releaseId !== shared)
    .map((release) => release.releaseId);
  await deleteReleases(db, pkg, old);
  for (const releaseId of old) removeRelease(settings.releasesDir, pkg, releaseId);
}

/**
 * At start: each build under `frontendRoot` that is not a release yet becomes one and goes
 * live, the shell first (a portal is checked against it). So a fresh clone's first start makes
 * each build the first release, and a start after a rebuild serves the new build, as before
 * releases existed; a build that is already a release (the same files) changes nothing, which
 * keeps a rollback across restarts. A build whose files' list, sizes and times match the last
 * start's is not read again (build-manifest.ts); `hashed` names the builds that were.
 */
export async function publishBuilds(
  db: Db,
  settings: ReleaseSettings,
  frontendRoot: string,
  report: { info(message: string): void; error(message: string): void },
): Promise<{ hashed: ReleasedPackage[] }> {
  const hashed: ReleasedPackage[] = [];
  for (const pkg of RELEASED_PACKAGES) {
    const dir = buildDirOf(frontendRoot, pkg);
    if (!isBuilt(pkg, dir)) continue;
    const known = buildReleaseId(settings.releasesDir, pkg, dir);
    if (known.hashed) hashed.push(pkg);
    const { releaseId } = known;
    if ((await listReleases(db, pkg)).some((release) => release.releaseId === releaseId)) continue;
    try {
      await publishRelease(db, settings, pkg, dir, { gitCommit: null, releaseId });
      report.info(`${pkg}: its build is release ${releaseId}, now live`);
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      report.error(error.message);
    }
  }
  return { hashed };
}
