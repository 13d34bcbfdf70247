// One jest setup for every browser-side package (shell, portals, shared-ui, shared-api).
const path = require('node:path');
const swcTransform = require('./jest.swc.cjs');
const { GROUP_FILE, groupedPatterns } = require('./jest.frontend-groups.cjs');
const { escapeRegExp } = require('./server/test/groups/plan.cjs');

module.exports = function frontendJestConfig(displayName) {
  return {
    displayName,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    // A full run takes most of a package's files in its group (jest.frontend-groups.cjs); a run
    // of named files, or of a folder, takes them one by one.
    testPathIgnorePatterns: [
      '/node_modules/',
      ...(process.env.TEST_GROUPS === '1'
        ? groupedPatterns([path.join(__dirname, displayName)])
        : [`/src/${escapeRegExp(GROUP_FILE)}$`]),
    ],
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
