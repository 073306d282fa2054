// The shell is the module-federation host: remotes are registered at run time from
// /runtime-config.json, so no remote URL is part of this build.
'use strict';

const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { createAppConfig } = require('../webpack.shared.cjs');
const { StartupAssetsPlugin } = require('./server/build/startup-assets-plugin.cjs');

const appConfig = createAppConfig({ name: 'shell', dir: __dirname, kind: 'host' });

/**
 * Production builds also write .br and .gz beside each JS/CSS file, smaller than per-request
 * compression can afford (brotli 10: within 2% of 11 at a fifth of its build time); the shell server
 * sends them as they are (shell/server/static-files.mjs).
 */
function precompressed() {
  const test = /\.(?:js|css|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  // The shell server preloads the files this lists (dist/startup-assets.json).
  config.plugins.push(new StartupAssetsPlugin());
  if (config.mode === 'production') config.plugins.push(...precompressed());
  return config;
};
