// The shell's server build: its frame and route tree for Node (src/app/prerender/server-entry.ts),
// used by shell/server/prerender to pre-render pages. Built after the browser build (npm run build).
'use strict';

const path = require('node:path');
const { createPrerenderConfig } = require('../webpack.shared.cjs');

module.exports = createPrerenderConfig({
  name: 'shell',
  dir: __dirname,
  entry: './src/app/prerender/server-entry.ts',
  outputDir: path.join(__dirname, 'dist-ssr'),
  filename: 'renderer.cjs',
});
