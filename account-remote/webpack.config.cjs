'use strict';

const { createAppConfig } = require('../webpack.shared.cjs');

module.exports = createAppConfig({
  name: 'account',
  dir: __dirname,
  kind: 'remote',
  exposes: { './App': './src/App.tsx' },
});
