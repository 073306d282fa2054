// Build-time .br and .gz twins of every JS/CSS/SVG file, smaller than per-request compression can
// afford (brotli 10: within 2% of 11 at a fifth of its build time). The shell server and the
// remotes' server (shell/server/static-files.ts) send them as they are.
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
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
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
