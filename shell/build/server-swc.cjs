// How the shell server's TypeScript becomes the JavaScript Node runs: swc strips the types and keeps
// the ES modules as they are (import.meta.url, top-level await). One setting for the build
// (build/build-server.mjs) and for the server tests (jest.config.cjs), so both run the same code.
'use strict';

/** @type {import('@swc/core').Options} */
const serverSwcOptions = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'es6' },
  sourceMaps: false,
  swcrc: false,
};

module.exports = { serverSwcOptions };
