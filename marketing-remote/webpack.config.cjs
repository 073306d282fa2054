'use strict';

const { createRemoteConfig } = require('../webpack.shared.cjs');

module.exports = createRemoteConfig({ name: 'marketing', dir: __dirname });
