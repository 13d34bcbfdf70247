const { createWebpackConfig } = require('../webpack.base.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  devPort: 3005,
  federation: require('./module-federation.config.cjs'),
});
