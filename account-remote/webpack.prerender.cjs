// The server renderer of this remote's open routes (see src/prerender/renderer.tsx), published in
// dist/prerender/ with an index.json naming it. Built after the browser build (npm run build).
'use strict';

const { createRemotePrerenderConfig } = require('../webpack.shared.cjs');

module.exports = createRemotePrerenderConfig({ name: 'account', dir: __dirname });
