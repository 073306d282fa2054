'use strict';

const { createRemoteConfig } = require('../webpack.shared.cjs');

module.exports = createRemoteConfig({ name: 'checkout', dir: __dirname });
