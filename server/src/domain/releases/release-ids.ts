import path from 'node:path';
import { PORTALS } from 'shared-api/portals';

/** The shell and the portals (portals.json): each is released on its own. */
export const RELEASED_PACKAGES: readonly [string, ...string[]] = [
  'shell',
  ...PORTALS.map((portal) => portal.package),
];
export type ReleasedPackage = string;

export const isReleasedPackage = (name: string): name is ReleasedPackage =>
  RELEASED_PACKAGES.includes(name);

/** A release id as `contentId` makes it: 16 lowercase hex digits, so never a path. */
const RELEASE_ID = /^[0-9a-f]{16}$/;

export const isReleaseId = (id: unknown): id is string =>
  typeof id === 'string' && RELEASE_ID.test(id);

/**
 * A package or release id that is not one the product makes: read from a database or backup
 * someone edited, it would otherwise name a folder to load code from or to delete.
 */
export class InvalidRelease extends Error {
  override name = 'InvalidRelease';
}

/** Why a (package, release id) pair cannot be a release, or null when it can. */
export function releaseProblem(pkg: unknown, releaseId: unknown): string | null {
  if (typeof pkg !== 'string' || !isReleasedPackage(pkg)) {
    return `${JSON.stringify(pkg)} is not a released package`;
  }
  if (!isReleaseId(releaseId)) {
    return `${pkg} release ${JSON.stringify(releaseId)} is not a release id (16 hex digits)`;
  }
  return null;
}

/** Throws InvalidRelease, naming where the pair was read, unless it can be a release. */
export function refuseUnlessRelease(pkg: unknown, releaseId: unknown, where: string) {
  const problem = releaseProblem(pkg, releaseId);
  if (problem) throw new InvalidRelease(`${where}: ${problem}`);
}

/** A release's folder, refused unless it is a release id's folder inside `releasesDir`. */
export function releaseDir(releasesDir: string, pkg: string, releaseId: string): string {
  refuseUnlessRelease(pkg, releaseId, 'RELEASES_DIR');
  const dir = path.join(releasesDir, pkg, releaseId);
  const inside = path.relative(path.resolve(releasesDir), path.resolve(dir));
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new InvalidRelease(`${pkg} release ${releaseId} lies outside RELEASES_DIR`);
  }
  return dir;
}
