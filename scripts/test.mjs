// `npm test`: every package's tests and, when Chromium is installed, the browser journeys (e2e/);
// otherwise the run says they were skipped. With no arguments the journeys run in a jest of their
// own beside the packages' jest, two workers each (docs/decisions.md, "Operations"): a journey
// mostly waits for its browser and server. With arguments (`npm test -- server/test/tasks.test.ts`)
// one jest gets them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const buildDir = path.join(root, 'build');
mkdirSync(buildDir, { recursive: true });

/** One jest process; its lines go out whole, so two runs side by side do not mix mid-line. */
function runJest(name, args) {
  const outputFile = path.join(buildDir, `test-run-${name}.json`);
  rmSync(outputFile, { force: true });
  const child = spawn(jest, ['--json', `--outputFile=${outputFile}`, ...args], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Its output goes through a pipe here: keep its colours on a terminal.
      ...(process.stderr.isTTY ? { FORCE_COLOR: '1' } : {}),
      E2E: withBrowser ? '1' : '0',
      CHROMIUM_PATH: chromium,
    },
  });
  let watchdog;
  const forward = (stream, out) => {
    let pending = '';
    stream.on('data', (chunk) => {
      const text = pending + chunk.toString();
      const end = text.lastIndexOf('\n') + 1;
      pending = text.slice(end);
      out.write(text.slice(0, end));
      if (!watchdog && /^Ran all test suites/m.test(text)) {
        watchdog = setTimeout(() => {
          console.error(
            `\nThe ${name} tests ended but something they started kept running for ` +
              `${AFTER_SUMMARY_MS / 1000} s; stopping jest. ` +
              'Find it with `npx jest --detectOpenHandles <the failing file>`.',
          );
          child.kill('SIGKILL');
        }, AFTER_SUMMARY_MS);
        watchdog.unref();
      }
    });
    stream.on('end', () => out.write(pending));
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ outputFile, code: signal ? 1 : (code ?? 1) }));
  });
}

const args = process.argv.slice(2);
// Each jest project by its displayName; e2e is the journeys.
const PACKAGES = [
  'shared-api',
  'shared-ui',
  'public-portal',
  'intern-portal',
  'supervisor-portal',
  'admin-portal',
  'shell',
  'server',
];
const runs =
  args.length || !withBrowser
    ? [runJest('all', args)]
    : [
        runJest('journeys', ['--selectProjects', 'e2e', '--maxWorkers=2']),
        runJest('packages', ['--selectProjects', ...PACKAGES, '--maxWorkers=2']),
      ];
const results = await Promise.all(runs);

// One record of the whole run: `node scripts/test-profile.mjs` reads its timings.
const reports = results.flatMap(({ outputFile }) => {
  try {
    return [JSON.parse(readFileSync(outputFile, 'utf8'))];
  } catch {
    return [];
  }
});
const sum = (field) => reports.reduce((total, report) => total + report[field], 0);
const merged = {
  success: results.every(({ code }) => code === 0),
  startTime: Math.min(...reports.map((report) => report.startTime)),
  numTotalTestSuites: sum('numTotalTestSuites'),
  numFailedTestSuites: sum('numFailedTestSuites'),
  numTotalTests: sum('numTotalTests'),
  numFailedTests: sum('numFailedTests'),
  testResults: reports.flatMap((report) => report.testResults),
};
writeFileSync(path.join(buildDir, 'last-test-run.json'), JSON.stringify(merged));
if (runs.length > 1) {
  const failed = merged.numFailedTests ? `${merged.numFailedTests} failed, ` : '';
  console.error(
    `\nAll of npm test: ${merged.numTotalTestSuites} test files, ${failed}` +
      `${merged.numTotalTests} tests, ${merged.success ? 'passed' : 'FAILED'}.`,
  );
}
if (!withBrowser) console.warn(`\n${skipNote}`);
process.exit(merged.success ? 0 : 1);
