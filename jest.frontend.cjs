// One jest setup for every browser-side package (shell, portals, shared-ui, shared-api).
module.exports = function frontendJestConfig(displayName) {
  return {
    displayName,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [require.resolve('./jest.setup-dom.ts')],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        { tsconfig: { jsx: 'react-jsx', module: 'commonjs', isolatedModules: true } },
      ],
    },
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': require.resolve('./jest.file-stub.cjs'),
    },
    testEnvironmentOptions: { customExportConditions: [''] },
  };
};
