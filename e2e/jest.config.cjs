const swcTransform = require('../jest.swc.cjs');

module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/journeys'],
  setupFilesAfterEnv: ['<rootDir>/support/jest-setup.ts'],
  transform: { '^.+\\.ts$': swcTransform() },
};
