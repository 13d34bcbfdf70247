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

const root = path.resolve(__dirname, '..');
const GROUP = /^server\/test\/groups\/group-(\d+)\.test\.ts$/;

class LongestFirst extends Sequencer {
  time(test) {
    const file = path.relative(root, test.path).split(path.sep).join('/');
    // A group of server files (server/test/groups): its files' durations together.
    const group = GROUP.exec(file);
    const seconds = durations[file] ?? (group ? plan().seconds[group[1] - 1] : undefined);
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000);
  }
}

module.exports = LongestFirst;
