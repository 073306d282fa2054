// Small process helpers shared by start.mjs and test.mjs. Only Node built-ins are imported at the top:
// ensureInstalled() must run before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

export const WORKSPACES = ['backend', 'shell', 'marketing-remote', 'account-remote', 'checkout-remote'];

/** Runs a command in the repo, inheriting output; returns its exit status. */
export function run(command, { env = {}, cwd = ROOT } = {}) {
  const result = spawnSync(command, { cwd, env: { ...process.env, ...env }, stdio: 'inherit', shell: true });
  return result.status ?? 1;
}

/** `npm install` when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install` (not `npm ci`) on purpose: it installs the locked versions just the same, but this
  // registry lacks some other platforms' optional binaries that the lock names, which `npm ci` refuses.
  console.log('» Instalando dependências (npm install)...');
  if (run('npm install --no-audit --no-fund') !== 0) throw new Error('npm install failed');
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.data') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Builds each workspace whose sources changed since its last successful build.
 * @param {{ force?: boolean, only?: string[] }} [options] only: these workspaces (default: all)
 */
export function buildStale({ force = false, only = WORKSPACES } = {}) {
  const sharedInputs = ['webpack.shared.cjs', 'package-lock.json', 'tsconfig.base.json'].map((f) =>
    path.join(ROOT, f),
  );
  const sharedNewest = Math.max(...sharedInputs.map(newestMtime));
  // The shell server's TypeScript, compiled in place (only what changed): the shell's build does it
  // too, but a remote started from its build runs shell/server/remote-server.js, compiled from its .ts.
  if (only.some((w) => w !== 'backend')) {
    if (run('node shell/build/build-server.mjs') !== 0) throw new Error('build of the shell server failed');
  }
  for (const workspace of WORKSPACES.filter((w) => only.includes(w))) {
    const dir = path.join(ROOT, workspace);
    const stamp = path.join(dir, 'dist', '.build-stamp');
    const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
    if (!force && built > Math.max(sharedNewest, newestMtime(dir))) continue;
    console.log(`» Construindo ${workspace}...`);
    if (run(`npm run build --silent -w ${workspace}`) !== 0) throw new Error(`build of ${workspace} failed`);
    writeFileSync(stamp, new Date().toISOString());
  }
}

/**
 * Starts the commands with concurrently (prefixed output, Ctrl-C stops all of them) and waits until
 * every one answers on its `ready` resource.
 */
export async function startProcesses(commands, { raw = false, timeoutMs = 120_000 } = {}) {
  const { concurrently } = await import('concurrently');
  const waitOn = (await import('wait-on')).default;
  const { result, commands: running } = concurrently(
    // Locally nothing routes traffic to these servers: no drain delay after SIGTERM (production's is 5 s).
    commands.map(({ name, command, cwd, env }) => ({
      name,
      command,
      cwd,
      env: { SHUTDOWN_DRAIN_MS: '0', ...process.env, ...env },
    })),
    { prefix: 'name', killOthersOn: ['failure'], raw, padPrefix: true },
  );
  let exited = false;
  const exitedEarly = result.then(
    () => {
      exited = true;
    },
    () => {
      exited = true;
    },
  );
  const stop = async () => {
    for (const command of running) command.kill('SIGTERM');
    await Promise.race([exitedEarly, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  try {
    await Promise.race([
      waitOn({
        // GET rather than wait-on's default HEAD: not every emulator answers HEAD.
        resources: commands.map((c) => c.ready.replace(/^http:/, 'http-get:')),
        timeout: timeoutMs,
        interval: 250,
        // Any answer but a 5xx: a readiness probe says 503 until the server is ready (a page 404s).
        validateStatus: (status) => status < 500,
      }),
      exitedEarly.then(() => {
        throw new Error('a process exited before the stack was ready (see its output above)');
      }),
    ]);
  } catch (error) {
    if (!exited) await stop();
    throw error;
  }
  return { result, stop };
}
