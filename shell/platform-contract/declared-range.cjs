// Build-time helper (webpack and jest, not the browser): the platform contract range an app needs,
// i.e. the `@busqy/platform-contract` range in its package.json.
'use strict';

const path = require('node:path');

/** @param {string} appDir the app folder holding package.json */
function declaredContractRange(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const range = { ...pkg.devDependencies, ...pkg.dependencies }['@busqy/platform-contract'];
  if (!range) throw new Error(`${pkg.name} must declare the @busqy/platform-contract range it needs`);
  return range;
}

module.exports = { declaredContractRange };
