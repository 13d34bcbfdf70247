// Jest's order of test files: the longest first, so that no worker is left alone with a long
// file at the end of a run. Jest knows a file's duration only from its own cache, which a fresh
// clone (and so every CI run) does not have: it then orders by file size, and the demo tour,
// one of the longest journeys in one of the shortest files, ran last. The durations of the last
// full run on this kind of machine are kept in scripts/test-durations.json
// (`node scripts/test-profile.mjs --write-durations` writes them) and stand in for the cache.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const durations = require('./test-durations.json');
const { plan } = require('../server/test/groups/plan.cjs');
const { GROUP_FILE, groupedFiles } = require('../jest.frontend-groups.cjs');

const root = path.resolve(__dirname, '..');
const GROUP = /^server\/test\/groups\/group-(\d+)\.test\.ts$/;
const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** A group's files' last durations together, in seconds. */
function groupSeconds(file) {
  const server = GROUP.exec(file);
  if (server) return plan().seconds[server[1] - 1];
  const [name, ...rest] = file.split('/');
  if (rest.join('/') !== `src/${GROUP_FILE}`) return undefined;
  return groupedFiles(path.join(root, name))
    .map((member) => durations[relative(member)] ?? 0)
    .reduce((sum, seconds) => sum + seconds, 0);
}

class LongestFirst extends Sequencer {
  time(test) {
    const file = relative(test.path);
    // A group (server/test/groups, a front-end package's grouped.test.ts): its files' together.
    const seconds = durations[file] ?? groupSeconds(file);
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000);
  }
}

module.exports = LongestFirst;
