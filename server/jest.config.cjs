module.exports = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testPathIgnorePatterns: ['/test/setup/', '/test/helpers/'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // light-my-request (Fastify's inject) needs cookie 2, which ships only as ES modules.
    '/node_modules/(.*/)?cookie/dist/.+\\.js$': [
      'ts-jest',
      {
        tsconfig: {
          allowJs: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
        },
        isolatedModules: true,
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?cookie/dist/)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/timeout.ts'],
};
