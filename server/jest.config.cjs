const swcTransform = require('../jest.swc.cjs');
const { groupedPatterns } = require('./test/groups/plan.cjs');

// A full run (scripts/test.mjs) runs most files in groups, one load of the app's modules for
// each (test/groups/plan.cjs); a file named on the command line runs on its own, as ever.
const ignored = process.env.TEST_GROUPS === '1' ? groupedPatterns() : ['/test/groups/'];

module.exports = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testPathIgnorePatterns: ['/test/setup/', '/test/helpers/', ...ignored],
  transform: {
    '^.+\\.ts$': swcTransform(),
    // light-my-request (Fastify's inject) needs cookie 2, which ships only as ES modules.
    '/node_modules/(.*/)?cookie/dist/.+\\.js$': swcTransform(),
    // FormatJS (the e-mails' languages) ships only as ES modules too.
    '/node_modules/(@formatjs|intl-messageformat)/.+\\.js$': swcTransform(),
    // So does single sign-on's openid-client, with its oauth4webapi and jose.
    '/node_modules/(openid-client|oauth4webapi|jose)/.+\\.js$': swcTransform(),
    // otplib's base32 and hashes (two-factor) ship only as ES modules.
    '/node_modules/(@scure|@noble)/.+\\.js$': swcTransform(),
    // The credentials' Data Integrity libraries (Digital Bazaar's) ship only as ES modules.
    '/node_modules/(@digitalbazaar|base58-universal|base64url-universal|crypto-ld|ky)/.+\\.js$': swcTransform(),
  },
  transformIgnorePatterns: [
    '/node_modules/(?!((.*/)?cookie/dist/|@formatjs/|intl-messageformat/|openid-client/|oauth4webapi/|jose/|(.*/)?@scure/|(.*/)?@noble/|@digitalbazaar/|base58-universal/|base64url-universal/|crypto-ld/|ky/))',
  ],
  // A catalogue's part (scripts/i18n/catalogue-loader.cjs), reached through shared-api's entry:
  // the tests read it whole.
  moduleNameMapper: { '^(.+\\.json)\\?part=\\w+$': '$1' },
  setupFilesAfterEnv: ['<rootDir>/test/setup/timeout.ts', '<rootDir>/test/setup/plugin-names.ts'],
};
