// The production builds served exactly as `npm start` serves them, on their own ports
// (TEST_PORT_OFFSET above npm start's, default 200) so a running site is not disturbed. Shared by
// `npm run budget` and `npm run bench:web`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildStale, ensureInstalled, startProcesses } from '../../.dev/processes.mjs';
import { ROOT, offsetPortEnv, stackCommands, stackPorts } from '../../.dev/stack.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Debian's Chromium on this closed network (ARCHITECTURE §4); the browser journeys use them too. */
export const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'),
);

/** The port offset of the measuring stack: TEST_PORT_OFFSET, default 200. */
export function measuringOffset(env = process.env) {
  const raw = env.TEST_PORT_OFFSET;
  if (raw === undefined || raw === '') return 200;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0)
    throw new Error(`TEST_PORT_OFFSET must be a whole number, got "${raw}"`);
  return offset;
}

/**
 * Builds what changed and starts the whole stack; `stop()` ends every process.
 * @param {string} name  folder under .test-results/ for the stack's data
 */
export async function startProductionStack(name) {
  ensureInstalled();
  buildStale();
  const ports = stackPorts(offsetPortEnv(measuringOffset()));
  const commands = stackCommands({ ports, dataDir: path.join(ROOT, '.test-results', name) });
  const stack = await startProcesses(commands, { raw: false });
  const appByPort = new Map(['shell', 'marketing', 'account', 'checkout'].map((app) => [ports[app], app]));
  return { ports, origin: `http://localhost:${ports.shell}`, appByPort, stop: stack.stop };
}

/** The stack `npm test` already runs, found from the *_PORT variables it passes (budget --running). */
export function runningStack(env = process.env) {
  const ports = stackPorts(env);
  const appByPort = new Map(['shell', 'marketing', 'account', 'checkout'].map((app) => [ports[app], app]));
  return { ports, origin: `http://localhost:${ports.shell}`, appByPort, stop: async () => {} };
}
