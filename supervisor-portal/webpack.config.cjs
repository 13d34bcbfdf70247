const { createWebpackConfig } = require('../webpack.base.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  devPort: 3003,
  federation: require('./module-federation.config.cjs'),
});
