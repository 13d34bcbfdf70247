// `npm test`: every package's tests in one jest run with one summary. The browser journeys
// (e2e/) join it when Chromium is installed; otherwise the run says they were skipped.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildStaleFrontEnds, root } from './front-ends.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withBrowser = existsSync(chromium);
const skipNote =
  `Browser tests (e2e/) skipped: Chromium not found at ${chromium}. ` +
  'Install it with `sudo apt-get install chromium` (Debian) or set CHROMIUM_PATH, then run npm test again.';

if (withBrowser) buildStaleFrontEnds();
else console.warn(skipNote);

// A failing journey can leave something running (a browser, a child server) that keeps jest
// from exiting after its summary. The run must still end with the summary and a failing code,
// not wait for CI's time limit: so jest gets this long after the summary, then is stopped.
const AFTER_SUMMARY_MS = 60_000;

const jest = path.join(root, 'node_modules', '.bin', 'jest');
// Each run's timings go to build/last-test-run.json: `node scripts/test-profile.mjs` reads them.
const results = path.join(root, 'build', 'last-test-run.json');
mkdirSync(path.dirname(results), { recursive: true });
const child = spawn(jest, ['--json', `--outputFile=${results}`, ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'pipe'],
  env: {
    ...process.env,
    // Its errors go through a pipe here: keep their colours on a terminal.
    ...(process.stderr.isTTY ? { FORCE_COLOR: '1' } : {}),
    E2E: withBrowser ? '1' : '0',
    CHROMIUM_PATH: chromium,
  },
});
let watchdog;
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  if (!watchdog && /^Ran all test suites/m.test(chunk.toString())) {
    watchdog = setTimeout(() => {
      console.error(
        `\nThe tests ended but something they started kept running for ${AFTER_SUMMARY_MS / 1000} s; ` +
          'stopping jest. Find it with `npx jest --detectOpenHandles <the failing file>`.',
      );
      child.kill('SIGKILL');
    }, AFTER_SUMMARY_MS);
    watchdog.unref();
  }
});
child.on('exit', (code, signal) => {
  if (!withBrowser) console.warn(`\n${skipNote}`);
  process.exit(signal ? 1 : (code ?? 1));
});
