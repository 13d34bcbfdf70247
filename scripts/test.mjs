// `npm test`: every package's tests and, when Chromium is installed, the browser journeys (e2e/);
// otherwise the run says they were skipped. With no arguments the packages' tests start at once,
// beside the builds of the stale front ends (a build keeps one core of two busy, and the packages
// need none); the journeys, and the test of the packed production build, start once the builds
// and the packages' tests are done, in a jest of their own: two workers each (docs/decisions.md,
// "Operations"), as a journey mostly waits for its browser and server. With arguments
// (`npm test -- server/test/tasks.test.ts`) one jest gets them, after the builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { buildStaleFrontEnds, PORTALS, root } from './front-ends.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withBrowser = existsSync(chromium);
const skipNote =
  `Browser tests (e2e/) skipped: Chromium not found at ${chromium}. ` +
  'Install it with `sudo apt-get install chromium` (Debian) or set CHROMIUM_PATH, then run npm test again.';

if (!withBrowser) console.warn(skipNote);

// A failing journey can leave something running (a browser, a child server) that keeps jest
// from exiting after its summary. The run must still end with the summary and a failing code,
// not wait for CI's time limit: so jest gets this long after the summary, then is stopped.
const AFTER_SUMMARY_MS = 60_000;

const jest = path.join(root, 'node_modules', '.bin', 'jest');

// The journeys start their servers, and the server tests their commands, from this build
// (e2e/support/server.ts, server/test/helpers/commands.ts): half the CPU of a start through tsx,
// and the code production runs. Apart from server/dist, which the packing tests empty and write
// again while journeys run. Built in a second or two before any test, always, so never stale.
const testServer = path.join(root, 'build', 'test-server');
async function buildTestServer() {
  await buildServer(testServer);
  process.env.SERVER_BUILD = testServer;
}
const buildDir = path.join(root, 'build');
mkdirSync(buildDir, { recursive: true });

// A full run takes most test files in groups (server/test/groups/plan.cjs, a few server files
// each; jest.frontend-groups.cjs, a front-end package each): the files of a group share one load
// of their modules. A run of named files takes them one by one.
const require = createRequire(import.meta.url);
const serverGroups = require('../server/test/groups/plan.cjs');
const frontendGroups = require('../jest.frontend-groups.cjs');
const GROUPS = { TEST_GROUPS: '1' };

/** The processes below `pid`, a line each, for the message of a jest that does not end. */
function descendants(pid) {
  const rows = spawnSync('ps', ['-eo', 'pid=,ppid=,etime=,args='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length > 3);
  const below = new Set([String(pid)]);
  const lines = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent, ...rest] of rows) {
      if (below.has(parent) && !below.has(child)) {
        below.add(child);
        lines.push(`  ${child} (of ${parent}) ${rest.join(' ').slice(0, 160)}`);
        grew = true;
      }
    }
  }
  return lines.join('\n') || '  none';
}

/** One jest process; its lines go out whole, so two runs side by side do not mix mid-line. */
function runJest(name, args, env = {}) {
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
      ...env,
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
              'Find it with `npx jest --detectOpenHandles <the failing file>`. ' +
              `Jest's processes then:\n${descendants(child.pid)}`,
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
    child.on('exit', (code, signal) => {
      // Ended in time: the watchdog must not fire later, while a rerun keeps this script running.
      clearTimeout(watchdog);
      resolve({ outputFile, code: signal ? 1 : (code ?? 1), stopped: Boolean(signal) });
    });
  });
}

const args = process.argv.slice(2);
// Each jest project by its displayName; e2e is the journeys.
const FRONT_ENDS = ['shared-api', 'shared-ui', ...PORTALS.map((portal) => portal.package), 'shell'];
const PACKAGES = [...FRONT_ENDS, 'server'];
/** The packages' tests that read the built front ends: they run with the journeys. */
const NEEDS_BUILDS = 'server/test/production-build\\.test\\.ts';
let runs;
await buildTestServer();
if (args.length || !withBrowser) {
  if (withBrowser && !(await buildStaleFrontEnds())) process.exit(1);
  runs = [runJest('all', args, args.length ? {} : GROUPS)];
} else {
  const packages = runJest(
    'packages',
    [
      '--selectProjects',
      ...PACKAGES,
      // In place of the projects' own patterns: the grouped files too.
      '--testPathIgnorePatterns',
      '/node_modules/',
      NEEDS_BUILDS,
      ...serverGroups.groupedPatterns(),
      ...frontendGroups.groupedPatterns(FRONT_ENDS.map((name) => path.join(root, name))),
      '--maxWorkers=2',
    ],
    GROUPS,
  );
  const built = await buildStaleFrontEnds();
  // The journeys start once the packages' tests have ended, not beside them: four workers, their
  // browsers and servers on two cores cost each test more CPU than the same work in turn
  // (docs/benchmarks.md, "npm test's two jests in turn"), and the wall time is no longer.
  await packages;
  const journeys = built
    ? runJest('journeys', [
        '--selectProjects',
        'e2e',
        'server',
        '--testPathPatterns',
        'e2e/journeys/',
        NEEDS_BUILDS,
        '--maxWorkers=2',
      ])
    : // A failed build: the journeys are not run, and the run fails after the packages' tests.
      Promise.resolve({ outputFile: null, code: 1, stopped: false });
  runs = [journeys, packages];
}
const firstResults = await Promise.all(runs);
const readReport = ({ outputFile }) => {
  if (!outputFile) return undefined;
  try {
    return JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    return undefined;
  }
};
const firstReports = firstResults.map(readReport);

// A file that failed is run once more, alone, after the rest: CI shares this two-core machine
// with services whose load it cannot choose, and under such load a journey's or a screen's wait
// can run out where no code is wrong. A real fault fails again; the summary names every file that
// passed only the second time. Not when a jest left no report or many files failed: that is not
// load.
const RERUN_AT_MOST = 25;
const failedFiles = firstReports.flatMap((report) =>
  (report?.testResults ?? []).filter((file) => file.status === 'failed').map((file) => file.name),
);
const listed = (files) => files.map((file) => `  ${path.relative(root, file)}`).join('\n');
const rerunnable =
  runs.length > 1 &&
  firstReports.every(Boolean) &&
  failedFiles.length > 0 &&
  failedFiles.length <= RERUN_AT_MOST;
let rerun;
if (rerunnable) {
  console.error(
    `\n${failedFiles.length} test file(s) failed; running them once more, alone:\n` +
      listed(failedFiles),
  );
  const result = await runJest(
    'rerun',
    ['--maxWorkers=1', '--runTestsByPath', ...failedFiles],
    GROUPS,
  );
  rerun = { result, report: readReport(result) };
}

// One record of the whole run: `node scripts/test-profile.mjs` reads its timings. A file run
// twice is counted by its second run.
const rerunFiles = new Map((rerun?.report?.testResults ?? []).map((file) => [file.name, file]));
const reports = firstReports.filter(Boolean);
const testResults = reports
  .flatMap((report) => report.testResults)
  .map((file) => rerunFiles.get(file.name) ?? file);
const tests = testResults.flatMap((file) => file.assertionResults);
// After a rerun, a first run's failing code is mended only by its failed files passing: not when
// it had none, nor when jest was stopped for hanging after its summary.
const success = rerun
  ? rerun.result.code === 0 &&
    firstResults.every(
      ({ code, stopped }, index) =>
        code === 0 || (!stopped && firstReports[index].numFailedTestSuites > 0),
    )
  : firstResults.every(({ code }) => code === 0);
const merged = {
  success,
  startTime: Math.min(...reports.map((report) => report.startTime)),
  numTotalTestSuites: testResults.length,
  numFailedTestSuites: testResults.filter((file) => file.status === 'failed').length,
  numTotalTests: tests.length,
  numFailedTests: tests.filter((test) => test.status === 'failed').length,
  passedOnlyWhenRerun: failedFiles.filter((file) => rerunFiles.get(file)?.status === 'passed'),
  testResults,
};
writeFileSync(path.join(buildDir, 'last-test-run.json'), JSON.stringify(merged));
if (merged.passedOnlyWhenRerun.length) {
  console.error(
    '\nThese files failed, then passed when run again alone (see their first failure above):\n' +
      listed(merged.passedOnlyWhenRerun),
  );
}
if (runs.length > 1) {
  const failed = (count) => (count ? ` (${count} failed)` : '');
  console.error(
    `\nAll of npm test: ${merged.numTotalTestSuites} test files${failed(merged.numFailedTestSuites)}, ` +
      `${merged.numTotalTests} tests${failed(merged.numFailedTests)}, ` +
      `${merged.success ? 'passed' : 'FAILED'}.`,
  );
}
if (!withBrowser) console.warn(`\n${skipNote}`);
process.exit(merged.success ? 0 : 1);
