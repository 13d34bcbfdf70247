const { createWebpackConfig } = require('../webpack.base.cjs');
const { withServerBuild } = require('../webpack.server.cjs');

const browser = createWebpackConfig({
  dir: __dirname,
  // The public pages draw mostly what the shell already provides (webpack.base.cjs).
  muiCommonChunk: false,
  federation: require('./module-federation.config.cjs'),
});

// A production build also makes the server build of its pages (docs/decisions.md).
module.exports = withServerBuild(browser, {
  dir: __dirname,
  entry: './src/server-routes.ts',
  name: 'routes',
});
