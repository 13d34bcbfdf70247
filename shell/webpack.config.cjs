const { createWebpackConfig } = require('../webpack.base.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  devPort: 8080,
  host: true,
  provideMui: require('./mui-catalogue.cjs'),
  federation: require('./module-federation.config.cjs'),
});
