// Browser journeys across the composed site. `npm test` (the root runner) starts the stack first and
// passes its addresses in E2E_* variables; see support/env.ts.
'use strict';

const { nodeConfig } = require('../../jest.shared.cjs');

module.exports = {
  ...nodeConfig({ dir: __dirname, name: 'e2e', roots: ['<rootDir>'] }),
  testMatch: ['**/*.e2e.ts'],
  // Node's, printing what a failed journey's pages show (support/failure-report.ts).
  testEnvironment: '<rootDir>/support/environment.cjs',
  testTimeout: 60_000,
  maxWorkers: 1,
};
