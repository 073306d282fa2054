// A child process whose output is kept (not shown) so that a check can print it when something fails.
import { spawn } from 'node:child_process';

/**
 * @param {string} name  how the check names it in its messages
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} options  env: added to this process's
 * @returns {{ name: string, child: import('node:child_process').ChildProcess, output: () => string }}
 */
export function spawnCaptured(name, command, args, { cwd, env = {} } = {}) {
  // Its own process group, so stopCaptured also reaches what it starts (npx → sh → webpack).
  const child = spawn(command, args, {
    cwd,
    // A server stops at once (no load balancer to drain for), as .dev/processes.mjs starts them.
    env: { SHUTDOWN_DRAIN_MS: '0', ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  endGroupsOnInterrupt();
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { name, child, output: () => output };
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const live = new Set();
let interruptHandled = false;

/** A Ctrl-C no longer reaches the children's own groups: pass it on, then end as it would have. */
function endGroupsOnInterrupt() {
  if (interruptHandled) return;
  interruptHandled = true;
  for (const [signal, code] of [
    ['SIGHUP', 129],
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => {
      for (const child of live) signalGroup(child, 'SIGKILL');
      process.exit(code);
    });
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/**
 * Stops the children and resolves once each has exited: SIGTERM to the child (npx passes it on to
 * what it runs), SIGKILL to its whole group after `graceMs`, and to what is left of the group once
 * it has exited. A caller that removes their folders afterwards must wait for this: a webpack dev
 * server still writes to its folder (its filesystem cache) while it stops.
 * @param {import('node:child_process').ChildProcess[]} children
 */
export async function stopCaptured(children, graceMs = 10_000) {
  await Promise.all(
    children.map(async (child) => {
      if (child.pid === undefined) return;
      const exited =
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // What the group's leader started may outlive it: end the rest of the group too.
      signalGroup(child, 'SIGKILL');
    }),
  );
}
