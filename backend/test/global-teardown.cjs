// Stops the Auth emulator only if global-setup.cjs started it (its whole process group).
'use strict';

module.exports = async function globalTeardown() {
  const child = globalThis.__BUSQY_AUTH_EMULATOR__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
};
