import fs from 'node:fs';
import path from 'node:path';
import { buildReleaseId, manifestFile } from '../../server/src/domain/releases/build-manifest';
import { buildDirOf, isBuilt, storeRelease } from '../../server/src/domain/releases/release-files';
import { RELEASED_PACKAGES, releaseDir } from '../../server/src/domain/releases/release-ids';

const root = path.resolve(__dirname, '..', '..');
/** The builds as releases, stored once for every journey's server (of this run and the next). */
const STORE = path.join(root, 'build', 'e2e-releases');

function linkTree(from: string, to: string) {
  if (fs.existsSync(to)) return;
  const staging = `${to}.linking-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
      const relative = path.relative(from, path.join(entry.parentPath, entry.name));
      if (entry.isDirectory()) fs.mkdirSync(path.join(staging, relative), { recursive: true });
      else {
        fs.mkdirSync(path.dirname(path.join(staging, relative)), { recursive: true });
        fs.linkSync(path.join(from, relative), path.join(staging, relative));
      }
    }
    fs.renameSync(staging, to);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // The data folder on another file system than the checkout: the server copies, as before.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
}

/** Removes the stored releases of builds that are gone (each build stores 76 MB). */
function forgetOlderBuilds(pkg: string, releaseId: string) {
  for (const name of fs.readdirSync(path.join(STORE, pkg))) {
    if (name !== releaseId && !name.startsWith('.')) {
      fs.rmSync(path.join(STORE, pkg, name), { recursive: true, force: true });
    }
  }
}

/**
 * Gives a journey's server its releases before it starts. At start the server stores each build
 * as a release in its own data folder (server/src/domain/releases/releases.service.ts,
 * publishBuilds): a copy of every build, some 1 700 files and 76 MB, about a second of CPU for
 * each of the forty servers a run starts. Here the builds are stored once, by the server's own
 * code, and each server's folder gets hard links to those files: the server finds each build
 * stored already and copies nothing. Links are safe because a stored release is never written
 * again, only removed, and removing a link leaves the other names of the file.
 */
export function linkStoredReleases(releasesDir: string) {
  for (const pkg of RELEASED_PACKAGES) {
    const build = buildDirOf(root, pkg);
    if (!isBuilt(pkg, build)) continue;
    // Hashed once for every journey's server, until the build changes (build-manifest.ts).
    const { releaseId } = buildReleaseId(STORE, pkg, build);
    // Two workers at once: each stores into a staging folder of its own, one rename wins.
    storeRelease(STORE, pkg, build, releaseId);
    forgetOlderBuilds(pkg, releaseId);
    fs.mkdirSync(path.join(releasesDir, pkg), { recursive: true });
    linkTree(releaseDir(STORE, pkg, releaseId), releaseDir(releasesDir, pkg, releaseId));
    // The server then knows the build as well, and does not hash it at start either.
    const known = manifestFile(STORE, pkg);
    if (fs.existsSync(known)) {
      fs.mkdirSync(path.dirname(manifestFile(releasesDir, pkg)), { recursive: true });
      fs.copyFileSync(known, manifestFile(releasesDir, pkg));
    }
  }
}
