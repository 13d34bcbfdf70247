// The one webpack setup of the shell and the four portals: each package's webpack.config.cjs
// passes its own federation settings (kept in module-federation.config.cjs).
const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const rootPackage = require('./package.json');

// Every package must share these as singletons, or a remote would get its own React,
// theme context or session store.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  'axios',
  'zod',
  'libphonenumber-js',
  '@tanstack/react-query',
  'shared-api',
  'shared-ui',
];

function versionOf(name) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (base === 'shared-api' || base === 'shared-ui') return `^${rootPackage.version}`;
  return require(`${base}/package.json`).version;
}

function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: `^${versionOf(name)}` }]),
  );
}

/**
 * @param {{ dir: string, federation: object, devPort: number, host?: boolean }} options
 */
function createWebpackConfig({ dir, federation, devPort, host = false }) {
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
        publicPath: host ? '/' : 'auto',
        filename: production ? '[name].[contenthash].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
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
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          shareStrategy: 'loaded-first',
          manifest: true,
          filename: 'remoteEntry.js',
          shared: sharedSingletons(),
          ...federation,
        }),
        host &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'public/index.html'),
            favicon: path.join(dir, 'public/favicon.svg'),
            publicPath: '/',
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
      performance: { hints: false },
      devServer: {
        port: devPort,
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

module.exports = { createWebpackConfig, SINGLETONS };
