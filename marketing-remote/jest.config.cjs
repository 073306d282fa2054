'use strict';

const { remoteConfig } = require('../jest.shared.cjs');

const config = remoteConfig({ dir: __dirname, name: 'marketing' });
// Every page sets document.title (usePageMeta): one reset after each test, for every suite.
for (const project of config.projects) {
  project.setupFilesAfterEnv = [...project.setupFilesAfterEnv, '<rootDir>/src/testing/reset-page-title.ts'];
}

module.exports = config;
