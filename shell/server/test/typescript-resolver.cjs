// Jest resolver of the shell-server tests: a server module imports another by its compiled name
// (./html.js for html.ts, as Node resolves it once built); under Jest that name means the TypeScript
// source, so tests run the sources and never a stale compiled file beside them.
'use strict';

const { existsSync } = require('node:fs');
const path = require('node:path');

const SERVER_DIR = path.resolve(__dirname, '..');

module.exports = (request, options) => {
  if (request.startsWith('.') && request.endsWith('.js')) {
    const source = path.resolve(options.basedir, request.replace(/\.js$/, '.ts'));
    if (
      source.startsWith(`${SERVER_DIR}${path.sep}`) &&
      !source.includes(`${path.sep}node_modules${path.sep}`)
    ) {
      if (existsSync(source)) return source;
    }
  }
  return options.defaultResolver(request, options);
};
