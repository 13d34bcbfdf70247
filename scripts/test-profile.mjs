// Prints where the last `npm test` spent its time: wall time, each project's share, and the
// slowest test files. Reads build/last-test-run.json, which scripts/test.mjs has jest write.
// `--write-durations` also keeps each file's duration in scripts/test-durations.json, the order
// of the next runs on a fresh clone (scripts/test-sequencer.cjs): do it after adding long files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './front-ends.mjs';

const args = process.argv.slice(2);
const writeDurations = args.includes('--write-durations');
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 20);
const file = path.join(root, 'build', 'last-test-run.json');
let run;
try {
  run = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.error(`No timings at ${file}: run npm test first.`);
  process.exit(1);
}

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const files = run.testResults.map((result) => ({
  name: path.relative(root, result.name),
  ms: result.endTime - result.startTime,
}));
const ended = Math.max(...run.testResults.map((result) => result.endTime));
const byProject = new Map();
for (const { name, ms } of files) {
  const project = name.split(path.sep)[0];
  byProject.set(project, (byProject.get(project) ?? 0) + ms);
}

console.log(
  `${run.numTotalTestSuites} files, ${run.numTotalTests} tests, ` +
    `jest ${seconds(ended - run.startTime).trim()} s wall (the builds before it not included)`,
);
console.log('\nBy package (sum of its files):');
for (const [project, ms] of [...byProject].sort((a, b) => b[1] - a[1])) {
  console.log(`${seconds(ms)} s  ${project}`);
}
console.log(`\nThe ${count} slowest files:`);
for (const { name, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`${seconds(ms)} s  ${name}`);
}

if (writeDurations) {
  // A file this run did not time keeps its last figure: a server file a full run takes in a
  // group (server/test/groups/plan.cjs) keeps its own, which the groups are balanced by.
  const kept = JSON.parse(readFileSync(path.join(root, 'scripts', 'test-durations.json'), 'utf8'));
  const durations = Object.fromEntries(
    Object.entries({
      ...kept,
      ...Object.fromEntries(
        files.map(({ name, ms }) => [name.split(path.sep).join('/'), Math.round(ms / 100) / 10]),
      ),
    }).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(
    path.join(root, 'scripts', 'test-durations.json'),
    `${JSON.stringify(durations, null, 2)}\n`,
  );
  console.log('\nWrote scripts/test-durations.json: the order of the next fresh runs.');
}
