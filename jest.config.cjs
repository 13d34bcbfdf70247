// `npm test` runs every package through this one jest run, so there is one summary.
// The browser journeys (e2e) join only when Chromium is installed: see scripts/test.mjs.
const withBrowser = process.env.E2E === '1';
module.exports = {
  // The longest files first, also on a fresh clone (scripts/test-sequencer.cjs).
  testSequencer: '<rootDir>/scripts/test-sequencer.cjs',
  // No forceExit: every project ends on its own (it was the cause of jest's "Force exiting
  // Jest" warning). scripts/test.mjs stops a run that a failing journey left hanging.
  projects: [
    '<rootDir>/shared-api',
    '<rootDir>/shared-ui',
    // The one list of portals.
    ...require('./portals.json').map((portal) => `<rootDir>/${portal.package}`),
    '<rootDir>/shell',
    '<rootDir>/server',
    ...(withBrowser ? ['<rootDir>/e2e'] : []),
  ],
};
