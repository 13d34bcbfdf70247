// One jest setup for every browser-side package (shell, portals, shared-ui, shared-api).
const swcTransform = require('./jest.swc.cjs');

module.exports = function frontendJestConfig(displayName) {
  return {
    displayName,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [require.resolve('./jest.setup-dom.ts')],
    transform: {
      '^.+\\.tsx?$': swcTransform({ tsx: true }),
      // FormatJS (shared-api's languages) ships only as ES modules.
      '/node_modules/(@formatjs|intl-messageformat)/.+\\.js$': swcTransform(),
    },
    transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': require.resolve('./jest.file-stub.cjs'),
      // A catalogue's part (scripts/i18n/catalogue-loader.cjs): the tests read it whole.
      '^(.+\\.json)\\?part=\\w+$': '$1',
      // jsdom has no IndexedDB: idb-keyval's entries in memory.
      '^idb-keyval$': require.resolve('./jest.idb-keyval.cjs'),
    },
    testEnvironmentOptions: { customExportConditions: [''] },
  };
};
