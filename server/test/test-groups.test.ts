import path from 'node:path';

// Issue 72: a full run takes most server test files in groups (test/groups/plan.cjs), each file
// still a block of its own; every file runs once, in one group or alone.
const { plan, testFiles } = require('./groups/plan.cjs') as {
  plan: () => { groups: string[][]; grouped: string[]; seconds: number[] };
  testFiles: () => string[];
};

test('every grouped file is in one group, and the groups hold only grouped files', () => {
  const { groups, grouped } = plan();
  const members = groups.flat();
  expect(new Set(members).size).toBe(members.length);
  expect([...members].sort()).toEqual([...grouped].sort());
  expect(grouped.length).toBeGreaterThan(80);
  for (const group of groups) expect(group.length).toBeGreaterThan(0);
});

test('a file that mocks a module, fakes the time, spies or sets the environment runs alone', () => {
  const { grouped } = plan();
  const alone = testFiles()
    .filter((file) => !grouped.includes(file))
    .map((file) => path.relative(__dirname, file))
    .sort();
  // activation, free-slots-cache and task-attention mock a module, pipeline fakes the time, accounts,
  // password-hashing and storage-io-errors spy (the last on the disk's free space),
  // server-rendering sets secrets in the environment; the packed build's
  // test runs with the journeys, after the builds.
  expect(alone).toEqual([
    'accounts.test.ts',
    'activation.test.ts',
    'free-slots-cache.test.ts',
    'password-hashing.test.ts',
    'pipeline.test.ts',
    'production-build.test.ts',
    'server-rendering.test.ts',
    'storage-io-errors.test.ts',
    'task-attention.test.ts',
  ]);
});
