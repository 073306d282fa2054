'use strict';

const { createRemoteConfig } = require('../webpack.shared.cjs');

module.exports = createRemoteConfig({ name: 'account', dir: __dirname });
