// Test support: lets a child `node` process require the API's TypeScript sources directly (the same
// swc options as the build), so the two-instance test runs real API processes without a build step.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const options = JSON.parse(fs.readFileSync(path.join(__dirname, '../../swc.build.json'), 'utf8'));
delete options.sourceMaps;

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
