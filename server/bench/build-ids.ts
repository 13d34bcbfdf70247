// What a start spends to know each front-end build's release id (docs/benchmarks.md, "Start to
// healthy"): hashing every file, as each start did, against the list, sizes and times a start
// compares with the last hash's (build-manifest.ts).
//   npm run bench:build-ids -w server [-- --root <folder with the builds> --runs 5]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildReleaseId } from '../src/domain/releases/build-manifest';
import { buildDirOf, contentId, isBuilt } from '../src/domain/releases/release-files';
import { RELEASED_PACKAGES } from '../src/domain/releases/release-ids';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(__dirname, '..', '..') },
    runs: { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
// npm runs this in server/: a relative --root is the caller's.
const root = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.root);
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
function timed(work: () => void): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
}

const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-ids-'));
try {
  let hashing = 0;
  let known = 0;
  for (const pkg of RELEASED_PACKAGES) {
    const dir = buildDirOf(root, pkg);
    if (!isBuilt(pkg, dir)) continue;
    const files = fs.readdirSync(dir, { recursive: true }).length;
    const hashed = timed(() => contentId(dir));
    const first = buildReleaseId(releasesDir, pkg, dir);
    const again = timed(() => buildReleaseId(releasesDir, pkg, dir));
    const same = buildReleaseId(releasesDir, pkg, dir);
    if (same.hashed || same.releaseId !== first.releaseId) {
      throw new Error(`${pkg}: not known from the last hash (written in the last moments?)`);
    }
    hashing += hashed;
    known += again;
    console.log(
      `${pkg}: ${files} entries; hashed ${hashed.toFixed(1)} ms, known ${again.toFixed(1)} ms`,
    );
  }
  console.log(
    `all builds, median of ${runs}: hashed ${hashing.toFixed(0)} ms, known ${known.toFixed(0)} ms`,
  );
} finally {
  fs.rmSync(releasesDir, { recursive: true, force: true });
}
