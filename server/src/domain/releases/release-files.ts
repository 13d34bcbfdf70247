import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isReleasedPackage, releaseDir, type ReleasedPackage } from './release-ids';

/**
 * Whether a path under /releases/ names a file for browsers: `/<package>/<release id>/<file>`
 * spelt one way only, so that `//`, `.` or an encoded slash cannot move the server build
 * (`server/`), a source map or a staging folder out of reach of these rules.
 */
export function isBrowserFile(pathName: string): boolean {
  const segments = pathName.split('/');
  // '' before the leading slash, the package, the release id, then the file's own path.
  const [root, pkg, , top] = segments;
  if (root !== '' || segments.length < 4) return false;
  if (segments.slice(1).some((segment) => segment === '' || segment.startsWith('.'))) return false;
  return isReleasedPackage(pkg) && top !== 'server' && !pathName.endsWith('.map');
}

/** The build folder of a package under the repository (what `npm run build` writes). */
export const buildDirOf = (frontendRoot: string, pkg: ReleasedPackage) =>
  path.join(frontendRoot, pkg, 'dist');

/** Whether `dir` holds a build of `pkg`: the shell's index.html or a portal's remoteEntry.js. */
export const isBuilt = (pkg: ReleasedPackage, dir: string) =>
  fs.existsSync(path.join(dir, pkg === 'shell' ? 'index.html' : 'remoteEntry.js'));

/** A build's files, relative to it, sorted. */
export function filesBelow(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A build's release id: a hash of every file's name and content. The same build is the same
 * release, so publishing it again (every `npm start`, several instances) changes nothing.
 */
export function contentId(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesBelow(dir)) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest(),
    );
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Copies a build into its release folder without touching any other release: into a staging
 * folder first, renamed into place in one step, so a release folder is either whole or absent.
 * Copied, not linked: the next build rewrites files such as remoteEntry.js in place.
 */
export function storeRelease(
  releasesDir: string,
  pkg: string,
  buildDir: string,
  releaseId = contentId(buildDir),
): string {
  const target = releaseDir(releasesDir, pkg, releaseId);
  if (fs.existsSync(target)) return releaseId;
  const staging = path.join(releasesDir, pkg, `.staging-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    fs.cpSync(buildDir, staging, { recursive: true });
    if (contentId(staging) !== releaseId) {
      throw new Error(`${pkg}: the build changed while it was copied; build it again`);
    }
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another instance stored the same build at the same moment: that copy is as good.
    if (!fs.existsSync(target)) throw error;
  }
  return releaseId;
}

export function removeRelease(releasesDir: string, pkg: string, releaseId: string) {
  fs.rmSync(releaseDir(releasesDir, pkg, releaseId), { recursive: true, force: true });
}
