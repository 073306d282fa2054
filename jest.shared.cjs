// Jest settings every workspace shares: swc transpiles TypeScript (ts-jest does not work with the
// TypeScript 7 compiler), jsdom for the front ends, node for the API.
'use strict';

const path = require('node:path');

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

/** @param {{ dir: string, name: string, roots?: string[] }} options */
function nodeConfig({ dir, name, roots = ['<rootDir>/src', '<rootDir>/test'] }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'node',
    transform: swcTransform,
    roots,
  };
}

module.exports = { webConfig, nodeConfig, swcTransform };
