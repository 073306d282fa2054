// Build-time .br and .gz twins of every JS/CSS/SVG file, smaller than per-request compression can
// afford (brotli 11: 1.7% smaller than 10 for 0.8 s more of build over every app; per request the
// servers use 5), for the shell and every remote. The shell server and the remotes' server
// (shell/server/static-files.ts) send them as they are.
'use strict';

const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

function precompressPlugins() {
  const common = { test: /\.(?:js|css|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressPlugins };
