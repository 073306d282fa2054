// Jest settings every workspace shares: swc transpiles TypeScript (ts-jest does not work with the
// TypeScript 7 compiler), jsdom for the front ends, node for the API.
'use strict';

const os = require('node:os');
const path = require('node:path');

/**
 * Two workers at least. Jest's default is one fewer than the cores, so on CI's two it runs every file
 * in band, in one process that grows with each: the API's suites took 355 s so, 163 s on two workers
 * (account-remote 117 → 71 s), same machine, same tests.
 */
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** @param {{ dir: string, name: string }} options */
function webConfig({ dir, name }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: swcTransform,
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.web.cjs')],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(png|jpe?g|gif|svg|webp|avif|ico|woff2?)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
  };
}

/**
 * A remote's tests, once per platform contract version the shell still supports: each project's
 * fake platform (createFakePlatform) provides that version, so a remote that relies on a member an
 * older shell lacks fails here. __PLATFORM_CONTRACT_RANGE__ is what the build writes into ./App.
 * @param {{ dir: string, name: string }} options
 */
function remoteConfig({ dir, name }) {
  const { supported } = require('@busqy/platform-contract/versions.json');
  const { declaredContractRange } = require('@busqy/platform-contract/declared-range');
  const web = webConfig({ dir, name });
  return {
    maxWorkers,
    projects: supported.map((version) => ({
      ...web,
      displayName: `${name} (contract ${version})`,
      globals: {
        __PLATFORM_CONTRACT_FAKE__: version,
        __PLATFORM_CONTRACT_RANGE__: declaredContractRange(dir),
      },
    })),
  };
}

/** @param {{ dir: string, name: string, roots?: string[] }} options */
function nodeConfig({ dir, name, roots = ['<rootDir>/src', '<rootDir>/test'] }) {
  return {
    displayName: name,
    rootDir: dir,
    maxWorkers,
    testEnvironment: 'node',
    transform: swcTransform,
    roots,
  };
}

module.exports = { webConfig, remoteConfig, nodeConfig, swcTransform, maxWorkers };
