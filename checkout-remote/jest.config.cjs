'use strict';

const { webConfig } = require('../jest.shared.cjs');

module.exports = webConfig({ dir: __dirname, name: 'checkout' });
