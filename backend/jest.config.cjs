// API tests: unit specs beside the code (src/**/*.spec.ts) and integration suites in test/ that
// need the Firebase Auth emulator (started by global-setup when it is not already running).
'use strict';

const { nodeConfig } = require('../jest.shared.cjs');

/** Suites that need a real PostgreSQL server (several processes, an outage): the PostgreSQL pass only. */
const POSTGRES_ONLY = '\\.postgres\\.test\\.ts$';

module.exports = {
  ...nodeConfig({ dir: __dirname, name: 'backend' }),
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL?.trim() ? [] : [POSTGRES_ONLY])],
  globalSetup: '<rootDir>/test/global-setup.cjs',
  setupFiles: ['<rootDir>/test/empty-cluster.setup.ts'],
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  testTimeout: 30_000,
};
