import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readPort } = require('../../../ports.config.cjs') as { readPort(name: string): number };

const ROOT = path.resolve(__dirname, '../../..');

export interface RunningShell {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one more shell server exactly as `npm start` does (node shell/server/main.js), with
 * remote addresses overridden: lets a journey run the site with a remote that is really down.
 */
export async function startShellServer(options: {
  port: number;
  remoteUrls: Partial<Record<string, string>>;
}): Promise<RunningShell> {
  const local = (name: string) => `http://localhost:${readPort(name)}`;
  const child: ChildProcess = spawn(process.execPath, ['shell/server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SHELL_PORT: String(options.port),
      API_URL: `http://127.0.0.1:${readPort('api')}`,
      MARKETING_REMOTE_URL: options.remoteUrls.marketing ?? local('marketing'),
      ACCOUNT_REMOTE_URL: options.remoteUrls.account ?? local('account'),
      CHECKOUT_REMOTE_URL: options.remoteUrls.checkout ?? local('checkout'),
      FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${readPort('authEmulator')}`,
    },
    stdio: 'inherit',
  });
  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/runtime-config.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`shell server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('shell server did not start in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export { readPort };
