const swcTransform = require('../jest.swc.cjs');

module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/journeys'],
  setupFilesAfterEnv: ['<rootDir>/support/jest-setup.ts'],
  transform: {
    '^.+\\.ts$': swcTransform(),
    // otplib (the two-factor journey's codes) ships its base32 and hashes only as ES modules.
    '/node_modules/(.*/)?(@scure|@noble)/.+\\.js$': swcTransform(),
  },
  transformIgnorePatterns: ['/node_modules/(?!((.*/)?@scure/|(.*/)?@noble/))'],
};
