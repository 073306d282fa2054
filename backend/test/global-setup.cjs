// Starts the Firebase Auth emulator for the API integration tests, unless one already answers at
// FIREBASE_AUTH_EMULATOR_HOST (default 127.0.0.1:<authEmulator port>): the root test runner or a
// developer may have started it. Only a process started here is stopped by global-teardown.cjs.
'use strict';

const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { readPort } = require('../../ports.config.cjs');

const ROOT = path.resolve(__dirname, '../..');
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-busqy';
const START_TIMEOUT_MS = 60_000;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** firebase.json names port 9099; when AUTH_EMULATOR_PORT moves it, start from a copy with that port. */
function firebaseConfig(port) {
  const file = path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  if (config.emulators.auth.port === port) return file;
  config.emulators.auth.port = port;
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'busqy-auth-')), 'firebase.json');
  writeFileSync(copy, JSON.stringify(config));
  return copy;
}

module.exports = async function globalSetup() {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${readPort('authEmulator')}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host; // inherited by the test workers
  const url = `http://${host}/`;
  if (await answers(url)) return;

  const port = Number(host.split(':').pop());
  const firebase = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const args = [firebase, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  args.push('--config', firebaseConfig(port));
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CI: '1' },
    detached: true, // its own process group, so teardown can stop the Java-free emulator and its children
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  globalThis.__BUSQY_AUTH_EMULATOR__ = child;

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await answers(url)) {
      child.stdout.removeAllListeners('data');
      child.stderr.removeAllListeners('data');
      child.stdout.resume();
      child.stderr.resume();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  throw new Error(`The Firebase Auth emulator did not start at ${url}:\n${output}`);
};
