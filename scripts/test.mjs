// `npm test`: every package's tests in one jest run with one summary. The browser journeys
// (e2e/) join it when Chromium is installed; otherwise the run says they were skipped.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildStaleFrontEnds, root } from './front-ends.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withBrowser = existsSync(chromium);
const skipNote =
  `Browser tests (e2e/) skipped: Chromium not found at ${chromium}. ` +
  'Install it with `sudo apt-get install chromium` (Debian) or set CHROMIUM_PATH, then run npm test again.';

if (withBrowser) buildStaleFrontEnds();
else console.warn(skipNote);

const jest = path.join(root, 'node_modules', '.bin', 'jest');
const result = spawnSync(jest, process.argv.slice(2), {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E: withBrowser ? '1' : '0', CHROMIUM_PATH: chromium },
});

if (!withBrowser) console.warn(`\n${skipNote}`);
process.exit(result.status ?? 1);
