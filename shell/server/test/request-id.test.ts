// x-request-id across the shell → API hop, and the shell's JSON access lines (main.ts, as deployed).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { publish, rendererCode, serveFiles } from './fixture-remotes.mjs';
import { close, createFakeApi, listen, makeShellDist, startShell } from './helpers.mjs';
import { freePort } from '../../../.dev/free-port.mjs';

const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));

let api: ReturnType<typeof createFakeApi>;
let child: ChildProcess;
let base: string;
let stdout = '';
const lines = () =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

beforeAll(async () => {
  api = createFakeApi();
  const apiPort = await listen(api.server);
  const port = await freePort();
  const started = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '0',
      SHELL_DIST_DIR: await makeShellDist(),
      API_URL: `http://127.0.0.1:${apiPort}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  started.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (!stdout.includes('Busqy shell: http')) {
    if (Date.now() > deadline) throw new Error(`shell did not start: ${stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 20_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await close(api?.server);
});

describe('x-request-id', () => {
  test('a well-formed id from the load balancer is forwarded to the API, echoed and logged', async () => {
    const response = await fetch(`${base}/api/users/me?x=1`, { headers: { 'x-request-id': 'lb-42' } });
    expect(response.headers.get('x-request-id')).toBe('lb-42');
    expect(api.requests.at(-1).headers['x-request-id']).toBe('lb-42');
    // The access line is written once the response is sent: wait for it (a loaded machine is slow).
    const logged = () => lines().find((line) => line.requestId === 'lb-42' && line.msg === 'request');
    const deadline = Date.now() + 5_000;
    while (!logged() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(logged()).toMatchObject({
      level: 'info',
      service: 'shell',
      method: 'GET',
      route: '/api/*',
      status: 200,
      durationMs: expect.any(Number),
      time: expect.any(String),
    });
  });

  test('without one (or with a malformed one) the shell makes an id and the API receives that one', async () => {
    const cases: Record<string, string>[] = [{}, { 'x-request-id': 'x'.repeat(500) }];
    for (const headers of cases) {
      const response = await fetch(`${base}/api/users/me`, { headers });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(api.requests.at(-1).headers['x-request-id']).toBe(id);
    }
  });

  test('every line the shell writes is JSON', () => {
    // lines() throws on anything else.
    expect(lines().length).toBeGreaterThan(2);
  });
});

describe('x-request-id on the API reads of a pre-render', () => {
  test("the API receives the page request's id when the shell pre-renders a page with API data", async () => {
    const prerenderApi = createFakeApi();
    const remote = await serveFiles();
    publish(remote, { id: 'v1', code: rendererCode('v1') });
    const shell = await startShell({
      distDir: await makeShellDist(),
      apiUrl: `http://127.0.0.1:${await listen(prerenderApi.server)}`,
      env: { MARKETING_REMOTE_URL: remote.origin },
      prerender: true,
    });
    try {
      const response = await fetch(`${shell.base}/planos`, { headers: { 'x-request-id': 'lb-page-7' } });
      expect(response.headers.get('x-request-id')).toBe('lb-page-7');
      // Pre-rendered with the API's answer (the test frame prints the page data)…
      expect(await response.text()).toContain('Trimestral');
      // …read under the page request's id.
      const reads = prerenderApi.requests.filter((request) => request.url === '/api/catalog/plans');
      expect(reads.map((request) => request.headers['x-request-id'])).toEqual(['lb-page-7']);
    } finally {
      await shell.stop();
      await Promise.all([close(prerenderApi.server), remote.close()]);
    }
  }, 30_000);
});
