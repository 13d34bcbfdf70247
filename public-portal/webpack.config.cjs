const { createWebpackConfig } = require('../webpack.base.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  devPort: 3001,
  // The public pages draw mostly what the shell already provides (webpack.base.cjs).
  muiCommonChunk: false,
  federation: require('./module-federation.config.cjs'),
});
