// Every jest project compiles TypeScript with swc (@swc/jest): type-checking is `npm run
// typecheck`'s work, and on a machine without jest's cache (a newcomer's, CI's) ts-jest spent
// about a minute of CPU compiling what swc compiles in seconds (docs/benchmarks.md).
module.exports = function swcTransform({ tsx = false } = {}) {
  return [
    '@swc/jest',
    {
      // Only these options: no .swcrc is read.
      swcrc: false,
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx },
        transform: tsx ? { react: { runtime: 'automatic' } } : {},
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ];
};
