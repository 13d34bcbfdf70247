// The server build of a package's pages (docs/decisions.md, "Server rendering"): one CommonJS
// file in dist/server/, released with the browser build. The libraries that hold React contexts
// stay outside it and are required from the server's node_modules, so the shell's and the
// public portal's server builds draw with one React, one MUI, one emotion and one router, as
// their browser builds share them; everything else is bundled.
const path = require('node:path');
const { typescriptRule, catalogueRule } = require('./webpack.base.cjs');

const SHARED_ON_SERVER =
  /^(react|react-dom|react-router|react-hook-form|@tanstack\/react-query|@emotion\/[^/]+|@mui\/[^/]+)(\/|$)/;

/** @param {{ dir: string, entry: string, name: string }} options */
function createServerConfig({ dir, entry, name }) {
  return {
    name: `${name}-server`,
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { [name]: entry },
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externals: [
      ({ request }, callback) =>
        request && SHARED_ON_SERVER.test(request)
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    module: {
      // The lazy pages' import() calls resolve within the one file.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [typescriptRule(dir), catalogueRule],
    },
    optimization: { splitChunks: false, minimize: false },
    performance: { hints: false },
  };
}

/**
 * A package's webpack config: `browser` alone for the dev server, and beside it, in a
 * production build, the server build of its pages.
 * @param {(env: unknown, argv: { mode?: string }) => object} browser
 * @param {{ dir: string, entry: string, name: string }} server
 */
function withServerBuild(browser, server) {
  return (env, argv) =>
    argv.mode === 'development'
      ? browser(env, argv)
      : [browser(env, argv), createServerConfig(server)];
}

module.exports = { withServerBuild, SHARED_ON_SERVER };
