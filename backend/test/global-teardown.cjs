// Stops the Auth emulator only if global-setup.cjs started it.
'use strict';

module.exports = async function globalTeardown() {
  await globalThis.__BUSQY_AUTH_EMULATOR__?.stop();
};
