// `npm test` runs most of this package's test files here, in one load of their modules; each
// still runs alone when named (jest.frontend-groups.cjs).
require('../../jest.frontend-groups.cjs').runGroup(__dirname);
