'use strict';

const { remoteConfig } = require('../jest.shared.cjs');

module.exports = remoteConfig({ dir: __dirname, name: 'marketing' });
