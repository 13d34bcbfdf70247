import fs from 'node:fs';
import path from 'node:path';
import { contentId, filesBelow } from './release-files';
import { isReleaseId, type ReleasedPackage } from './release-ids';

/** What a file's bytes are known by without reading them: any write changes one of these. */
type FileStat = [file: string, size: number, mtimeMs: number, ctimeMs: number, ino: number];

interface BuildManifest {
  buildDir: string;
  releaseId: string;
  files: FileStat[];
}

const SETTLED_MS = 250;

// A dot folder: never a package's folder, and never served (isBrowserFile).
export const manifestFile = (releasesDir: string, pkg: ReleasedPackage) =>
  path.join(releasesDir, '.builds', `${pkg}.json`);

function statsOf(dir: string): FileStat[] {
  return filesBelow(dir).map((file) => {
    const stat = fs.statSync(path.join(dir, file));
    return [file, stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino];
  });
}

function readManifest(file: string): BuildManifest | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
    return isReleaseId(manifest.releaseId) && Array.isArray(manifest.files) ? manifest : null;
  } catch {
    return null;
  }
}

function writeManifest(file: string, manifest: BuildManifest) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(staging, JSON.stringify(manifest));
  fs.renameSync(staging, file);
}

/**
 * A build's release id (contentId), read again only when a file of the build was added, removed
 * or written since the last start hashed it: a restart then lists and stats the build's files
 * instead of reading all of them. `hashed` says which it was.
 */
export function buildReleaseId(
  releasesDir: string,
  pkg: ReleasedPackage,
  buildDir: string,
): { releaseId: string; hashed: boolean } {
  const file = manifestFile(releasesDir, pkg);
  const dir = path.resolve(buildDir);
  const before = JSON.stringify(statsOf(dir));
  const known = readManifest(file);
  if (known && known.buildDir === dir && JSON.stringify(known.files) === before) {
    return { releaseId: known.releaseId, hashed: false };
  }
  const hashedFrom = Date.now();
  const releaseId = contentId(dir);
  const after = statsOf(dir);
  // Not remembered, so hashed again next time: a build written while it was hashed, or just
  // before (a file's times are coarse: a second write in the same tick would keep its times).
  const settled = after.every(
    ([, , mtimeMs, ctimeMs]) => Math.max(mtimeMs, ctimeMs) < hashedFrom - SETTLED_MS,
  );
  if (settled && JSON.stringify(after) === before) {
    try {
      writeManifest(file, { buildDir: dir, releaseId, files: after });
    } catch {
      // A read-only RELEASES_DIR only costs the next start a hash.
    }
  }
  return { releaseId, hashed: true };
}
