import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config';

export interface ServerVersion {
  /** The root package.json's version, the one CHANGELOG.md describes. */
  version: string;
  /** The git commit built from (`+changes` when the tree differed), or null outside git. */
  commit: string | null;
}

/** Fixed by `npm run build` (scripts/build-server.mjs); absent when run from sources (tsx, jest). */
declare const BUILD_INFO: ServerVersion | undefined;

const built = typeof BUILD_INFO === 'undefined' ? undefined : BUILD_INFO;

/** The product's version. Read from the file (not imported) so the sources stay within server/. */
export const APP_VERSION: string =
  built?.version ??
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string })
    .version;

function commitOfSources(): string | null {
  const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot });
  if (head.status !== 0) return null;
  const changed = spawnSync('git', ['status', '--porcelain'], { cwd: repoRoot });
  const dirty = changed.status === 0 && changed.stdout.toString().trim() !== '';
  return `${head.stdout.toString().trim()}${dirty ? '+changes' : ''}`;
}

let known: ServerVersion | undefined;

/** The running server's version and commit, read once. */
export function serverVersion(): ServerVersion {
  known ??= built ?? { version: APP_VERSION, commit: commitOfSources() };
  return known;
}
