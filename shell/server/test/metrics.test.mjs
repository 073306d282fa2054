// GET /metrics of the shell server (main.ts, as deployed): private addresses only, as resolved through
// TRUSTED_PROXIES.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isPrivateAddress } from '../metrics.js';
import { makeShellDist } from './helpers.mjs';
import { freePort } from '../../../.dev/free-port.mjs';

const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));

test.each([
  ['127.0.0.1', true],
  ['::1', true],
  ['10.4.0.12', true],
  ['172.20.1.1', true],
  ['192.168.1.9', true],
  ['::ffff:10.0.0.5', true],
  ['fd12:3456::1', true],
  ['203.0.113.9', false],
  ['172.32.0.1', false],
  ['::ffff:8.8.8.8', false],
  ['2001:db8::1', false],
  ['not-an-ip', false],
])('isPrivateAddress(%s) is %s', (ip, expected) => {
  expect(isPrivateAddress(ip)).toBe(expected);
});

describe('GET /metrics', () => {
  let child;
  let base;
  beforeAll(async () => {
    const port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'silent',
        SHUTDOWN_DRAIN_MS: '0',
        SHELL_DIST_DIR: await makeShellDist(),
        API_URL: 'http://127.0.0.1:9',
        // The proxy in front: its X-Forwarded-For names the client.
        TRUSTED_PROXIES: '127.0.0.1',
      },
      stdio: 'ignore',
    });
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const ok = await fetch(`${base}/livez`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('shell did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 20_000);
  afterAll(() => child?.kill('SIGKILL'));

  test('answers a scraper on a private address with Prometheus text', async () => {
    await fetch(`${base}/sobre`);
    const response = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '10.1.2.3' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="page",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{.*route="page"/m);
    for (const name of [
      'shell_page_cache_total',
      'shell_render_duration_seconds',
      'shell_renders_refused_total',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  test('refuses a public client coming through the proxy', async () => {
    const response = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, message: 'Acesso negado.' });
  });
});
