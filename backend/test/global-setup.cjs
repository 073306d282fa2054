// Starts the Firebase Auth emulator for the API integration tests, unless one already answers at
// FIREBASE_AUTH_EMULATOR_HOST (default 127.0.0.1:<authEmulator port>): the root test runner or a
// developer may have started it. It is started exactly as `npm start` starts it (.dev/stack.mjs),
// and only a process started here is stopped by global-teardown.cjs.
'use strict';

const { execFileSync } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { readPort } = require('../../ports.config.cjs');

const ROOT = path.resolve(__dirname, '../..');

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

module.exports = async function globalSetup() {
  // Suites that run the API as its own process (production refusal, PGlite lock) need the real build,
  // exactly as deployed: build it once here rather than in each suite (they may run in parallel).
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: path.join(ROOT, 'backend'), stdio: 'ignore' });
  // PGlite's initdb once for the run: every suite's in-memory databases start from its copy
  // (test/empty-cluster.setup.ts), instead of each suite running it again (about 2 s each).
  const { dumpEmptyCluster } = require('../dist/database/create-database.js');
  const cluster = path.join(tmpdir(), `busqy-empty-cluster-${process.pid}.tar`);
  writeFileSync(cluster, Buffer.from(await (await dumpEmptyCluster()).arrayBuffer()));
  process.env.BUSQY_TEST_EMPTY_CLUSTER = cluster; // inherited by the test workers
  globalThis.__BUSQY_EMPTY_CLUSTER__ = cluster;
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${readPort('authEmulator')}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host; // inherited by the test workers
  if (await answers(`http://${host}/`)) return;

  const { authEmulatorCommand, stackPorts } = await import('../../.dev/stack.mjs');
  const { startProcesses } = await import('../../.dev/processes.mjs');
  const ports = { ...stackPorts(), authEmulator: Number(host.split(':').pop()) };
  const dataDir = path.join(ROOT, '.data', 'backend-tests');
  globalThis.__BUSQY_AUTH_EMULATOR__ = await startProcesses([authEmulatorCommand({ ports, dataDir })], {
    timeoutMs: 60_000,
  });
};
