// The front-end packages' test files in one group a package, for a full run (`npm test` sets
// TEST_GROUPS; issue 72). Jest loads each file's modules afresh (React, React DOM, MUI, the
// package's screens) and builds a new jsdom window for it; in a group, a package's files share
// one. As in the server's groups (server/test/groups/plan.cjs), each file is still a block of its
// own, its name a describe, with its own hooks, and runs alone as before:
// `npx jest admin-portal/src/features/positions`. A file that changes what the others would
// share (a module mocked, fake timers, a spy, the environment, a global of the window) stays alone.
/* global describe, beforeAll -- runGroup is called by a jest test file */
const fs = require('node:fs');
const path = require('node:path');
const { SHARES_STATE, exactPath } = require('./server/test/groups/plan.cjs');

/** Each front-end package's group: `<package>/src/grouped.test.ts`. */
const GROUP_FILE = 'grouped.test.ts';
// A file that sets a global of the window, or lets Emotion's rules into the document (which
// Emotion inserts once a window: shared-ui/src/test-utils/styles-in-document.ts).
const NEEDS_ITS_OWN_WINDOW =
  /Object\.defineProperty\(\s*(window|globalThis|navigator|document)\b|\b(window|globalThis|navigator|document)\.\w+\s*=[^=]|\bstylesInDocument\(/;

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) && entry.name !== GROUP_FILE ? [file] : [];
  });
}

function localModule(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((file) => fs.existsSync(file));
}

/** Whether a file, or a module of its package it imports (a test helper), mocks or spies. */
function mocks(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (SHARES_STATE.test(source)) return true;
  return [...source.matchAll(/(?:from|import|require\()\s*'(\.{1,2}\/[^']+)'/g)].some(
    ([, specifier]) => {
      const imported = localModule(file, specifier);
      return imported !== undefined && mocks(imported, seen);
    },
  );
}

/** The test files of a package (its folder) that its group runs. */
function groupedFiles(packageDir) {
  return testFiles(path.join(packageDir, 'src'))
    .filter((file) => !NEEDS_ITS_OWN_WINDOW.test(fs.readFileSync(file, 'utf8')) && !mocks(file))
    .sort();
}

/** jest's testPathIgnorePatterns for the files that run in these packages' groups. */
const groupedPatterns = (packageDirs) => packageDirs.flatMap(groupedFiles).map(exactPath);

/** What a file alone would find in a new window: no stored items, no cookies, the first URL. */
function freshWindow() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  document.title = '';
  window.history.replaceState(null, '', '/');
}

/** Runs the group of the package whose `src` folder is `srcDir`, each file as a block. */
function runGroup(srcDir) {
  for (const file of groupedFiles(path.dirname(srcDir))) {
    describe(path.relative(srcDir, file), () => {
      beforeAll(freshWindow);
      require(file);
    });
  }
}

module.exports = { GROUP_FILE, groupedFiles, groupedPatterns, runGroup };
