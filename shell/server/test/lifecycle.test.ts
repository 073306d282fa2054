// /livez, /readyz and the SIGTERM drain of the two servers of this folder, run as an operator runs
// them (main.ts, remote-server.ts) in child processes.
import { afterEach, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { close, createFakeRemote, listen, makeShellDist, startShellWithFakes } from './helpers.mjs';
import { freePort } from '../../../.dev/free-port.mjs';

const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));
const REMOTE_SERVER = fileURLToPath(new URL('../remote-server.js', import.meta.url));
const DRAIN_MS = 1200;
// Each test starts a server process and waits up to 15 s for it (until()): Jest's 5 s default would
// cut that short on a busy machine.
const PROCESS_TEST_TIMEOUT_MS = 30_000;

interface Probe {
  status: number;
  body: { status?: string; problems?: string[] } | null;
}

async function get(url: string): Promise<Probe> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return { status: response.status, body: (await response.json()) as Probe['body'] };
  } catch {
    return { status: 0, body: null };
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Starts a server script with `env` (PORT from the platform); resolves once /livez answers. */
interface Started {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function start(args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await until(async () => (await get(`${base}/livez`)).status === 200);
  return { base, child, exited };
}

/** SIGTERM: /readyz fails at once while /livez answers; the process exits 0 after the drain. */
async function expectDrain({ base, child, exited }: Started) {
  const signalledAt = Date.now();
  child.kill('SIGTERM');
  await until(async () => (await get(`${base}/readyz`)).status === 503, 1000);
  expect((await get(`${base}/livez`)).status).toBe(200);
  expect(await exited).toBe(0);
  expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
}

describe('shell server (main.ts)', () => {
  const remotes: Server[] = [];
  afterEach(async () => {
    for (const server of remotes.splice(0)) await close(server);
  });

  async function shellEnv() {
    const urls: Record<string, string> = {};
    for (const name of ['MARKETING', 'ACCOUNT', 'CHECKOUT']) {
      const { server } = createFakeRemote();
      remotes.push(server);
      urls[`${name}_REMOTE_URL`] = `http://127.0.0.1:${await listen(server)}`;
    }
    return {
      SHELL_DIST_DIR: await makeShellDist(),
      API_URL: 'http://127.0.0.1:9', // never asked: the API is not a readiness dependency
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      ...urls,
    };
  }

  test(
    'is ready once every remote manifest answered, stays ready when one goes away, drains on SIGTERM',
    async () => {
      const shell = await start([MAIN], await shellEnv());
      // Once its warm-up is over (render workers started; these remotes publish no renderer).
      await until(async () => (await get(`${shell.base}/readyz`)).status === 200);
      expect(await get(`${shell.base}/readyz`)).toEqual({ status: 200, body: { status: 'ok' } });
      // A remote down after it answered once: the manifest is cached, pages still render.
      await close(remotes.pop());
      expect((await get(`${shell.base}/readyz`)).status).toBe(200);
      await expectDrain(shell);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    'is not ready while a remote manifest has never been reachable, though alive',
    async () => {
      const env = await shellEnv();
      await close(remotes.pop());
      const shell = await start([MAIN], { ...env, SHUTDOWN_DRAIN_MS: '0' });
      const { status, body } = await get(`${shell.base}/readyz`);
      expect(status).toBe(503);
      // Its pages cannot be warmed up either (their release is unknown): tried again until the budget.
      expect(body?.problems).toEqual([
        expect.stringMatching(/^remote checkout: .* unreachable/),
        'warming up: pre-rendering the open pages',
      ]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('shell server warm-up (pages/warm-up.ts)', () => {
  const WARMING_UP = 'warming up: pre-rendering the open pages';
  const warming = async (base: string) =>
    ((await get(`${base}/readyz`)).body?.problems ?? []).includes(WARMING_UP);

  test(
    'is not ready until each open page was pre-rendered, a degraded one tried again; past the budget, ready without the one still failing',
    async () => {
      // /sobre degraded for its first 1.5 s (an API still starting); /termos fails for good.
      const fakes = await startShellWithFakes({
        warmUp: true,
        degradedForMs: 1500,
        warmUpBudgetMs: 5000,
        logger: { level: 'warn' },
      });
      try {
        expect(await warming(fakes.shell.base)).toBe(true);
        await until(async () => !(await warming(fakes.shell.base)), 15_000);
        // Its own account: rounds until the budget (5 s, a round a second), /sobre rendered in one of them.
        // Read once the line has come through the child's stdout, which may lag the HTTP answer.
        const account = /\[warm-up\] \d+ of \d+ pages pre-rendered in (\d+) ms; ready without: ([^"]*)"/;
        await until(async () => account.test(fakes.shell.output()), 5_000);
        const said = account.exec(fakes.shell.output());
        expect(said?.[2]).toBe('/termos');
        expect(Number(said?.[1])).toBeGreaterThanOrEqual(4000);
        // Each page sent without its pre-render is logged with why, once per reason in a while: /sobre
        // went out so twice (at 0 and 1 s), /termos every round.
        const degraded = fakes.shell
          .output()
          .split('\n')
          .filter((line: string) => line.includes('page sent without its pre-render'))
          .map((line: string) => JSON.parse(line) as { path: string; reason: string });
        expect(
          degraded.map(({ path, reason }: { path: string; reason: string }) => `${path} ${reason}`).sort(),
        ).toEqual(['/sobre API unreachable', '/termos error']);
        const sobre = await fetch(`${fakes.shell.base}/sobre`);
        await expect(sobre.text()).resolves.toContain('<h1>Sobre a Busqy</h1>');
      } finally {
        await fakes.stop();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('remote server (remote-server.ts)', () => {
  async function remoteDist(files: string[]) {
    const dir = await mkdtemp(path.join(tmpdir(), 'remote-dist-'));
    for (const file of files) await writeFile(path.join(dir, file), '{}');
    return dir;
  }

  test(
    'is ready with its manifest and entry, drains on SIGTERM',
    async () => {
      const dist = await remoteDist(['mf-manifest.json', 'remoteEntry.js']);
      const remote = await start([REMOTE_SERVER, dist], { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
      expect((await get(`${remote.base}/readyz`)).status).toBe(200);
      await expectDrain(remote);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    'is not ready without its remoteEntry.js',
    async () => {
      const dist = await remoteDist(['mf-manifest.json']);
      const remote = await start([REMOTE_SERVER, dist], { SHUTDOWN_DRAIN_MS: '0' });
      const { status, body } = await get(`${remote.base}/readyz`);
      expect(status).toBe(503);
      expect(body?.problems).toEqual([expect.stringContaining('remoteEntry.js missing')]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
