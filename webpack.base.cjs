// The one webpack setup of the shell and the portals: each package's webpack.config.cjs passes
// its own federation settings (kept in module-federation.config.cjs; a portal's come from
// portals.json).
const fs = require('node:fs');
const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BuildInfoPlugin } = require('./build-info-plugin.cjs');

const rootPackage = require('./package.json');
const portals = require('./portals.json');

/** The portal in `dir`, as portals.json (the one list of portals) names it by its package. */
function portalOf(dir) {
  const { name } = require(path.join(dir, 'package.json'));
  const portal = portals.find((entry) => entry.package === name);
  if (!portal) throw new Error(`${name} is not in portals.json`);
  return portal;
}

/** A portal's module federation settings: its remote name and what it exposes (portals.json). */
function portalFederation(dir) {
  const { remote, exposes } = portalOf(dir);
  return { name: remote, exposes };
}

// The shell's index.html names its files under this path; the server writes the URL of the
// release it serves in its place (server/src/domain/releases/release-check.ts).
const SHELL_BASE_PLACEHOLDER = '/__shell_release__/';

// Every package must share these as singletons, or a remote would get its own React, emotion
// cache, query client context or session store. Each is shared whole, so a library belongs here
// only when it must be one copy (or is used whole anyway): zod and libphonenumber-js are not,
// so each build keeps only the parts it uses. The router is one copy too, but shared as
// 'shared-ui/router', which re-exports only the names in use (half of react-router).
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  'axios',
  'react-hook-form',
  '@tanstack/react-query',
  'shared-api',
  // The forms' rules and calls, apart so that a page without a form loads no zod.
  'shared-api/forms',
];

// Shared one module at a time ('@mui/material/Button', 'shared-ui/fields'): a page downloads
// the components it draws, not all of MUI, and no table library unless it shows a table.
const PREFIXES = ['@mui/material/', 'shared-ui/'];

// A component shared on its own still bundles the MUI files it imports relatively, so a
// component provided by one build could read another build's copy of a React context. The
// files that create contexts (and shared-ui's notification store) are therefore singletons
// too, matched by their resolved path and shared under a machine-independent key.
function stateModules() {
  const mui = path.dirname(require.resolve('@mui/material/package.json'));
  const withContexts = fs
    .readdirSync(mui, { recursive: true })
    .filter((file) => file.endsWith('.mjs') && /Context\.mjs$/.test(file))
    .filter((file) => fs.readFileSync(path.join(mui, file), 'utf8').includes('createContext'))
    .map((file) => ['@mui/material', file]);
  const others = [
    ['@mui/system', 'DefaultPropsProvider/DefaultPropsProvider.mjs'],
    ['@mui/system', 'RtlProvider/index.mjs'],
    ['@mui/private-theming', 'useTheme/ThemeContext.mjs'],
    ['@mui/utils', 'useRovingTabIndex/RovingTabIndexContext.mjs'],
    // No state, but MUI's `styled` is built on it: shared by path, a portal's styled parts
    // never bring their own copy of the theme code.
    ['@mui/system', 'createStyled/index.mjs'],
  ];
  const modules = [...withContexts, ...others].map(([name, file]) => ({
    file: path.join(path.dirname(require.resolve(`${name}/package.json`)), file),
    shareKey: `${name}/${file}`,
    version: versionOf(name),
  }));
  modules.push({
    file: path.join(__dirname, 'shared-ui/src/feedback/notification-store.ts'),
    shareKey: 'shared-ui/src/feedback/notification-store',
    version: rootPackage.version,
  });
  return modules;
}

function versionOf(name) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (base === 'shared-api' || base === 'shared-ui') return rootPackage.version;
  return require(`${base}/package.json`).version;
}

// The shell provides these MUI components although it draws few of them itself: a portal then
// takes them from the shell's build (with the theme and styling code the shell has already
// loaded) instead of loading its own copy of that code; a portal has no copy of its own.
function catalogue(names) {
  const mui = path.dirname(require.resolve('@mui/material/package.json'));
  const version = versionOf('@mui/material');
  return names.map((name) => [
    path.join(mui, name, 'index.mjs'),
    { singleton: true, shareKey: `@mui/material/${name}`, version, requiredVersion: `^${version}` },
  ]);
}

// What a portal takes from the shell and carries no copy of (`import: false`): the singletons,
// the files with contexts and every MUI module (a test keeps the shell providing each MUI
// component a portal imports: shell/src/mui-catalogue.test.ts). A portal runs only inside the
// shell, so its copies were never loaded, but each one's entry in its remoteEntry.js was
// downloaded on every visit (docs/benchmarks.md). shared-ui's parts keep their copies: the shell
// provides only those it draws itself. The release check refuses a
// pairing where the shell lacks one (server/src/domain/releases/release-check.ts).
const fromShell = (host, config) => (host ? config : { ...config, import: false });

function sharedSingletons({ host, provided = [] }) {
  const byName = [...SINGLETONS, ...PREFIXES].map((name) => {
    // The version is stated, not read from the package: shared-api and shared-ui are versioned
    // with the product (the root package.json), and a provider must offer what users require.
    const config = {
      singleton: true,
      version: versionOf(name),
      requiredVersion: `^${versionOf(name)}`,
    };
    return [name, name === 'shared-ui/' ? config : fromShell(host, config)];
  });
  const byFile = stateModules().map(({ file, shareKey, version }) => [
    file,
    fromShell(host, { singleton: true, shareKey, version, requiredVersion: `^${version}` }),
  ]);
  return Object.fromEntries([...byName, ...byFile, ...catalogue(provided)]);
}

// What every MUI component needs (theme, styled, emotion): one chunk per build. With them the
// transitions' context, a 0.2 KiB module otherwise split into a file of its own and emitted
// (and loaded) under four names.
const STYLING =
  /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|zero-styled|DefaultPropsProvider|transitions))[\\/]|@emotion[\\/]|clsx[\\/]|stylis[\\/]|react-is[\\/]|@babel[\\/]runtime[\\/]|react-transition-group[\\/]esm[\\/]TransitionGroupContext\.js$)/;

const MATERIAL = /node_modules[\\/]@mui[\\/]material[\\/]/;

// Counts the chunks holding `module` that this build's own code may load. A chunk is created
// per consumer and per provider of each shared module; one that exists only to provide a
// catalogue component, or is loaded only by such a chunk, is not the build's own. In a portal
// (`fallbacks: false`) neither is a chunk loaded only as a shared module's fallback: the shell
// provides those modules, so their fallbacks never load.
const ownChunks = new WeakMap();

function ownChunkCount(module, { chunkGraph, moduleGraph }, { fallbacks = true } = {}) {
  if (!ownChunks.has(chunkGraph)) ownChunks.set(chunkGraph, { true: new Map(), false: new Map() });
  const known = ownChunks.get(chunkGraph)[fallbacks];
  const inOwnChunk = (target) => [...chunkGraph.getModuleChunksIterable(target)].some(isOwn);
  const originIsOwn = (origin) => {
    if (!origin.module) return true;
    if (!fallbacks && origin.module.type === 'consume-shared-module') return false;
    if (origin.module.type === 'provide-module') {
      const dependency = origin.module.blocks[0]?.dependencies[0];
      const provided = dependency && moduleGraph.getModule(dependency);
      return !provided || inOwnChunk(provided);
    }
    return inOwnChunk(origin.module);
  };
  function isOwn(chunk) {
    if (known.has(chunk)) return known.get(chunk);
    known.set(chunk, false); // a cycle alone does not make a chunk the build's own
    const own = [...chunk.groupsIterable].some((group) => group.origins.some(originIsOwn));
    known.set(chunk, own);
    return own;
  }
  return [...chunkGraph.getModuleChunksIterable(module)].filter(isOwn).length;
}

const resourceOf = (module) => module.nameForCondition?.() ?? '';

const isStyling = (module) => STYLING.test(resourceOf(module));
const isMaterial = (module) => MATERIAL.test(resourceOf(module));

// `mui-styling` and `mui-common` per build hold only what the build's own code loads, so that
// its pages do not grow: in the shell not the catalogue's shared code, which goes to
// `mui-catalogue`, loaded only when a portal uses it; in a portal not the fallbacks of shared
// modules, which would make its own few styling modules bring along a copy of the shell's.
function muiCacheGroups({ catalogue, commonChunk }) {
  const ownAtLeast = (count, module, graphs) =>
    ownChunkCount(module, graphs, { fallbacks: catalogue }) >= count;
  const group = (name, test, options) => ({
    name,
    test,
    chunks: 'async',
    enforce: true,
    priority: 5,
    ...options,
  });
  return {
    styling: group(
      'mui-styling',
      (module, graphs) => isStyling(module) && ownAtLeast(1, module, graphs),
      { priority: 10 },
    ),
    components:
      commonChunk &&
      group('mui-common', (module, graphs) => isMaterial(module) && ownAtLeast(2, module, graphs), {
        minChunks: 2,
      }),
    catalogue:
      catalogue &&
      group(
        'mui-catalogue',
        (module, graphs) =>
          (isStyling(module) || isMaterial(module)) && ownChunkCount(module, graphs) === 0,
        { minChunks: 2 },
      ),
  };
}

/** TypeScript through ts-loader, for the browser builds and the server builds alike. */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    exclude: /node_modules/,
    options: {
      transpileOnly: true,
      compilerOptions: {
        noEmit: false,
        emitDeclarationOnly: false,
        declaration: false,
        composite: false,
        // shared-api and shared-ui are compiled from source into each bundle.
        rootDir: path.join(dir, '..'),
      },
    },
  };
}

/** A package's catalogues (src/locales/*.json), compiled for FormatJS (scripts/i18n). */
const catalogueRule = {
  test: /[\\/]locales[\\/][a-z]+\.json$/,
  type: 'javascript/auto',
  loader: require.resolve('./scripts/i18n/catalogue-loader.cjs'),
};

// The catalogues come compiled, so the browser builds leave FormatJS's message parser out.
const WITHOUT_MESSAGE_PARSER = {
  '@formatjs/icu-messageformat-parser':
    require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};

/**
 * `devPort`: by default a portal's own in portals.json.
 * @param {{ dir: string, federation: object, devPort?: number, host?: boolean,
 *   muiCommonChunk?: boolean, provideMui?: string[], plugins?: object[] }} options
 */
function createWebpackConfig({
  dir,
  federation,
  devPort,
  host = false,
  muiCommonChunk = true,
  provideMui = [],
  plugins = [],
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      // Maps are written for debugging on the server but not linked from the files (nor served).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // A remote is loaded only through its remoteEntry/manifest, so it has no page entry.
      entry: host ? './src/index.ts' : {},
      output: {
        path: path.join(dir, 'dist'),
        // A release's files live under its own URL (/releases/<package>/<id>/): each build
        // finds its chunks beside the script that loaded it.
        publicPath: host && !production ? '/' : 'auto',
        filename: production ? '[name].[contenthash].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        // dist/server/ is the server build's (webpack.server.cjs), made beside this one.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: WITHOUT_MESSAGE_PARSER },
      module: { rules: [typescriptRule(dir), catalogueRule] },
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          shareStrategy: 'loaded-first',
          manifest: true,
          // Remotes are loaded by their remoteEntry.js (REMOTE_*_URL), not a manifest: no snapshot
          // code in the runtime and one request less before a portal draws. Only the shell
          // loads remotes; the portals' runtimes leave that code out.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web', disableRemote: !host },
            externalRuntime: !host,
          },
          filename: 'remoteEntry.js',
          shared: sharedSingletons({ host, provided: provideMui }),
          ...federation,
        }),
        new BuildInfoPlugin(),
        ...plugins,
        host &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'public/index.html'),
            favicon: path.join(dir, 'public/favicon.svg'),
            publicPath: production ? SHELL_BASE_PLACEHOLDER : '/',
          }),
        // Served as they are by the server (preCompressed), so no request pays for compression.
        production &&
          new CompressionPlugin({
            test: /\.(js|json|html|svg)$/,
            algorithm: 'gzip',
            threshold: 1024,
          }),
        production &&
          new CompressionPlugin({
            test: /\.(js|json|html|svg)$/,
            algorithm: 'brotliCompress',
            filename: '[path][base].br',
            threshold: 1024,
          }),
      ].filter(Boolean),
      optimization: {
        // swc's minifier instead of webpack's default terser: the same settings, bundles a little
        // smaller, and the five builds take half the time (docs/benchmarks.md, "Builds").
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
        splitChunks: {
          // Every MUI component is a shared module of its own, loaded on demand. Without the
          // groups below each would carry its own copy of the theme and styling code and of the
          // components it draws with (ButtonBase, Modal, ...). `mui-common` holds the MUI
          // modules that two components use: one chunk per module made a hundred requests on a
          // first visit, slower on Slow 4G. A portal that draws little beyond what the shell
          // provides keeps small chunks instead (`muiCommonChunk: false`), as its common chunk
          // would mostly repeat the shell's (docs/decisions.md, "First visit").
          minSize: muiCommonChunk ? undefined : 0,
          cacheGroups: muiCacheGroups({
            catalogue: provideMui.length > 0,
            commonChunk: muiCommonChunk,
          }),
        },
      },
      performance: { hints: false },
      devServer: {
        port: devPort ?? portalOf(dir).devPort,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: host,
        hot: false,
        proxy: host
          ? [{ context: ['/api', '/remotes.json'], target: 'http://localhost:3000' }]
          : undefined,
      },
    };
  };
}

module.exports = {
  catalogueRule,
  createWebpackConfig,
  portalFederation,
  typescriptRule,
  SINGLETONS,
  PREFIXES,
};
