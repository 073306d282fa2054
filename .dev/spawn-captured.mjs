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
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { name, child, output: () => output };
}
