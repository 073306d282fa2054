import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const BACKEND = path.resolve(__dirname, '..');
const ENTRY = path.join(BACKEND, 'dist/main.js');
const DRAIN_MS = 1500;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 0;
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('probes and shutdown of the built API (child process)', () => {
  let child: ChildProcess | undefined;
  afterEach(() => child?.kill('SIGKILL'));

  it('on SIGTERM fails /readyz while /livez still answers, then exits after the drain delay', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // PORT, as a platform injects it (no API_PORT).
    const api = spawn(process.execPath, [ENTRY], {
      cwd: BACKEND,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATABASE_URL: 'memory://',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    child = api;
    const exited = new Promise<number | null>((resolve) => api.on('exit', (code) => resolve(code)));

    await until(async () => (await status(`${base}/readyz`)) === 200);
    expect(await status(`${base}/livez`)).toBe(200);

    const signalledAt = Date.now();
    api.kill('SIGTERM');
    await until(async () => (await status(`${base}/readyz`)) === 503, 1000);
    expect(await status(`${base}/livez`)).toBe(200);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
  });
});
