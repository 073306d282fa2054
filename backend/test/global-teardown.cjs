// Stops the Auth emulator only if global-setup.cjs started it, and removes the empty cluster's copy.
'use strict';

const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  if (globalThis.__BUSQY_EMPTY_CLUSTER__) rmSync(globalThis.__BUSQY_EMPTY_CLUSTER__, { force: true });
  await globalThis.__BUSQY_AUTH_EMULATOR__?.stop();
};
