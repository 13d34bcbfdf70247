// For comparison only (`npm run bench:web`): the shell and the four portals built as ONE
// application, without Module Federation. It is the shell's production config from
// webpack.base.cjs (loaders, minification, compression, splitChunks groups) without the
// ModuleFederationPlugin; `loadRemote('<portal>/routes')` becomes a dynamic `import()` of that
// portal's routes (runtime.js), so each portal is still a lazily loaded chunk. Never deployed.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createWebpackConfig } = require('../../../webpack.base.cjs');

const shell = path.resolve(__dirname, '..', '..', '..', 'shell');

const federated = createWebpackConfig({
  dir: shell,
  devPort: 8080,
  host: true,
  federation: require(path.join(shell, 'module-federation.config.cjs')),
});

/** Where the server finds it: FRONTEND_ROOT=<this folder>/dist serves dist/shell/dist at `/`. */
const OUTPUT = path.join(__dirname, 'dist', 'shell', 'dist');

module.exports = (env, argv) => {
  const config = federated(env, argv);
  return {
    ...config,
    // The bootstrap itself: src/index.ts only adds the asynchronous boundary federation needs.
    entry: './src/bootstrap.tsx',
    output: { ...config.output, path: OUTPUT },
    resolve: {
      ...config.resolve,
      alias: { '@module-federation/enhanced/runtime$': path.join(__dirname, 'runtime.js') },
    },
    plugins: config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    devServer: undefined,
  };
};
