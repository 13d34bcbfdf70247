// The server's test files in groups, for a full run (`npm test` sets TEST_GROUPS; issue
// 72): jest loads a test file's modules afresh, the whole app's with it, some 2.7 s of CPU a file
// (docs/benchmarks.md), so the files of a group share one load. Each file is still its own block
// (its name a describe), with its own app and fresh database, and runs alone as before:
// `npx jest -c server/jest.config.cjs server/test/tasks.test.ts`. A file that changes what the
// others would share (a module mocked, fake timers, a spy, the environment) stays on its own.
const fs = require('node:fs');
const path = require('node:path');

const TEST_DIR = path.join(__dirname, '..');
const ROOT = path.join(TEST_DIR, '..', '..');
const COUNT = 6;
// Runs with the journeys, once the front ends are built (scripts/test.mjs).
const WITH_THE_BUILDS = new Set(['production-build.test.ts']);
const SHARES_STATE =
  /\bjest\.(mock|doMock|unstable_mockModule|useFakeTimers|spyOn|replaceProperty|isolateModules)\b|process\.env\)|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;

function testFiles(dir = TEST_DIR) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['groups', 'helpers', 'setup'].includes(entry.name) ? [] : testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The groups, each a list of files, balanced by the files' last durations. */
function groupFiles() {
  const durations = require(path.join(ROOT, 'scripts', 'test-durations.json'));
  const seconds = (file) => durations[path.relative(ROOT, file).split(path.sep).join('/')] ?? 10;
  const grouped = testFiles()
    .filter((file) => !WITH_THE_BUILDS.has(path.basename(file)))
    .filter((file) => !SHARES_STATE.test(fs.readFileSync(file, 'utf8')))
    .sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  const groups = Array.from({ length: COUNT }, () => ({ files: [], seconds: 0 }));
  for (const file of grouped) {
    const lightest = groups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += seconds(file);
  }
  return {
    groups: groups.map((group) => group.files.sort()),
    seconds: groups.map((group) => group.seconds),
    grouped,
  };
}

// Asked by the config, the sequencer (once a group) and each group's file: read once a process.
let planned;
const plan = () => (planned ??= groupFiles());

/** Text as a regular expression that matches only it. */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A testPathIgnorePatterns entry for this one file. */
const exactPath = (file) => `^${escapeRegExp(file)}$`;

/** jest's testPathIgnorePatterns for the files that run in groups. */
const groupedPatterns = () => plan().grouped.map(exactPath);

module.exports = { plan, groupedPatterns, testFiles, SHARES_STATE, escapeRegExp, exactPath };
