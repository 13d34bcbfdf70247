const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createWebpackConfig, typescriptRule } = require('../webpack.base.cjs');
const { withServerBuild } = require('../webpack.server.cjs');
const { AppIconsPlugin } = require('./app-icons.cjs');
const { PreloadStartupPlugin, startupFiles } = require('./preload-startup.cjs');

const browser = createWebpackConfig({
  dir: __dirname,
  devPort: 8080,
  host: true,
  provideMui: require('./mui-catalogue.cjs'),
  federation: require('./module-federation.config.cjs'),
  // index.html names the files the start needs (index.ts imports './bootstrap' by that name).
  plugins: [
    new PreloadStartupPlugin('bootstrap'),
    new AppIconsPlugin(path.join(__dirname, 'public/favicon.svg')),
  ],
});

// The service worker (docs/decisions.md, "Releases and how index.html is made"):
// src/service-worker.ts, built on its own (a child of the federated build would inherit its chunk
// handling), then given the release's precache list by InjectManifest as the release's sw.js, which
// the server serves at /sw.js from the live shell. The list holds only the files the shell's start
// needs (the page has just downloaded them: no byte more on a first visit; the icons are fetched by
// the browser when it installs the app), named under the release's placeholder, which the server
// fills in.
const SW_BUILD = path.join(__dirname, 'build', 'service-worker');

const serviceWorkerSource = {
  name: 'service-worker',
  context: __dirname,
  mode: 'production',
  target: 'webworker',
  devtool: false,
  entry: { 'service-worker': './src/service-worker.ts' },
  output: { path: SW_BUILD, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [typescriptRule(__dirname)] },
  performance: { hints: false },
};

const precacheList = new InjectManifest({
  swSrc: path.join(SW_BUILD, 'service-worker.js'),
  swDest: 'sw.js',
  compileSrc: false,
  include: [/\.js$/],
  exclude: [/\.map$/, /^server\//, /^sw\.js$/],
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.js$/,
  modifyURLPrefix: { '': '/__shell_release__/' },
  manifestTransforms: [
    (entries, compilation) => {
      const start = new Set(startupFiles(compilation, 'bootstrap'));
      const kept = entries.filter(({ url }) => {
        const file = url.replace('/__shell_release__/', '');
        return start.has(file) || /^main\.[0-9a-f]+\.js$/.test(file);
      });
      return { manifest: kept, warnings: [] };
    },
  ],
});

function withServiceWorker(configs) {
  return (env, argv) => {
    const built = configs(env, argv);
    if (!Array.isArray(built)) return built;
    const [page, ...others] = built;
    return [
      serviceWorkerSource,
      {
        ...page,
        dependencies: ['service-worker'],
        plugins: [...page.plugins, precacheList],
      },
      ...others,
    ];
  };
}

// A production build also makes the server build of its pages (docs/decisions.md).
module.exports = withServiceWorker(
  withServerBuild(browser, {
    dir: __dirname,
    entry: './src/server/render-page.tsx',
    name: 'render-page',
  }),
);
