const { createWebpackConfig } = require('../webpack.base.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  federation: require('./module-federation.config.cjs'),
});
