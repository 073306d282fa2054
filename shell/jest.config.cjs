// Two projects: the browser code under jsdom, and the shell server (Node ESM: its .mjs and its
// TypeScript compiled to ES modules, run as native ES modules, hence --experimental-vm-modules in the
// test script).
'use strict';

const path = require('node:path');
const { declaredContractRange } = require('@busqy/platform-contract/declared-range');
const { maxWorkers, webConfig } = require('../jest.shared.cjs');
const { serverSwcOptions } = require('./build/server-swc.cjs');

const web = webConfig({ dir: __dirname, name: 'shell' });

module.exports = {
  maxWorkers,
  projects: [
    {
      ...web,
      // The contract package lives under shell/ and is tested with it.
      roots: [...web.roots, '<rootDir>/platform-contract/src'],
      // webpack.shared.cjs aliases it to React Router's CommonJS build; the same API.
      moduleNameMapper: { ...web.moduleNameMapper, '^legacy-react-router$': 'react-router' },
      setupFilesAfterEnv: [...web.setupFilesAfterEnv, path.join(__dirname, 'src/testing/setup.ts')],
      // The hydration test loads the remotes' sources (marketing, account), whose ./App carries the
      // contract range its build writes in (the same range in both).
      globals: {
        __PLATFORM_CONTRACT_RANGE__: declaredContractRange(path.join(__dirname, '../marketing-remote')),
      },
    },
    {
      displayName: 'shell-server',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.mjs', '**/*.test.ts'],
      // TypeScript by the build's own swc settings, kept as ES modules (import.meta.url); .mjs as they are.
      transform: { '^.+\\.ts$': ['@swc/jest', { ...serverSwcOptions, sourceMaps: 'inline' }] },
      extensionsToTreatAsEsm: ['.ts'],
      moduleFileExtensions: ['ts', 'mjs', 'cjs', 'js', 'json'],
      resolver: '<rootDir>/server/test/typescript-resolver.cjs',
      globalSetup: '<rootDir>/server/test/build-server.global-setup.mjs',
    },
  ],
};
