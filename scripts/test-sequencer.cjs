// Jest's order of test files: the longest first, so that no worker is left alone with a long
// file at the end of a run. Jest knows a file's duration only from its own cache, which a fresh
// clone (and so every CI run) does not have: it then orders by file size, and the demo tour,
// one of the longest journeys in one of the shortest files, ran last. The durations of the last
// full run on this kind of machine are kept in scripts/test-durations.json
// (`node scripts/test-profile.mjs --write-durations` writes them) and stand in for the cache.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const durations = require('./test-durations.json');

const root = path.resolve(__dirname, '..');

class LongestFirst extends Sequencer {
  time(test) {
    const seconds = durations[path.relative(root, test.path).split(path.sep).join('/')];
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000);
  }
}

module.exports = LongestFirst;
