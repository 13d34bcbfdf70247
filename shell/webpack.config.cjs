const { createWebpackConfig } = require('../webpack.base.cjs');
const { withServerBuild } = require('../webpack.server.cjs');
const { PreloadStartupPlugin } = require('./preload-startup.cjs');

const browser = createWebpackConfig({
  dir: __dirname,
  devPort: 8080,
  host: true,
  provideMui: require('./mui-catalogue.cjs'),
  federation: require('./module-federation.config.cjs'),
  // index.html names the files the start needs (index.ts imports './bootstrap' by that name).
  plugins: [new PreloadStartupPlugin('bootstrap')],
});

// A production build also makes the server build of its pages (docs/decisions.md).
module.exports = withServerBuild(browser, {
  dir: __dirname,
  entry: './src/server/render-page.tsx',
  name: 'render-page',
});
