// `npm test` runs every package through this one jest run, so there is one summary.
// The browser journeys (e2e) join only when Chromium is installed: see scripts/test.mjs.
const withBrowser = process.env.E2E === '1';
module.exports = {
  // A failing journey can leave a handle open (a browser, a child server); the run must still end
  // with its summary and exit code instead of waiting for CI's time limit.
  forceExit: true,
  projects: [
    '<rootDir>/shared-api',
    '<rootDir>/shared-ui',
    '<rootDir>/public-portal',
    '<rootDir>/intern-portal',
    '<rootDir>/supervisor-portal',
    '<rootDir>/admin-portal',
    '<rootDir>/shell',
    '<rootDir>/server',
    ...(withBrowser ? ['<rootDir>/e2e'] : []),
  ],
};
