const { createWebpackConfig } = require('../webpack.base.cjs');
const { PreloadStartupPlugin } = require('./preload-startup.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  devPort: 8080,
  host: true,
  provideMui: require('./mui-catalogue.cjs'),
  federation: require('./module-federation.config.cjs'),
  // index.html names the files the start needs (index.ts imports './bootstrap' by that name).
  plugins: [new PreloadStartupPlugin('bootstrap')],
});
