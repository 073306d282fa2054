import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECURITY_HEADERS } from '../security-headers.mjs';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
const FIXTURE = fileURLToPath(new URL('./start-shell.fixture.mjs', import.meta.url));

let distDir;
let upstream;
let upstreamPort;
let shell;
const upstreamRequests = [];

/** A stand-in API that echoes what it received and sets a cookie, like the real auth routes. */
function startFakeApi() {
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      upstreamRequests.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url === '/api/auth/set-cookie') {
        response.setHeader('set-cookie', 'session=abc123; Path=/; HttpOnly; SameSite=Lax');
      }
      response.setHeader('content-type', 'application/json');
      if (request.url.startsWith('/api/missing')) {
        response.statusCode = 404;
        response.end(JSON.stringify({ message: 'nope' }));
        return;
      }
      response.end(
        JSON.stringify({ path: request.url, method: request.method, cookie: request.headers.cookie ?? null }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs createShellServer in a child Node process; resolves with its base URL and a stop(). */
function startShell(options) {
  const child = spawn(process.execPath, [FIXTURE, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`shell server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!output.includes('\n')) return;
      const { port } = JSON.parse(output);
      resolve({
        base: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

function expectSecurityHeaders(response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name)).toBe(value);
  }
}

function get(url, headers = {}) {
  return fetch(`${shell.base}${url}`, { headers, redirect: 'manual' });
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'shell-dist-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'main.1a2b3c4d.js'), 'console.log("main")');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *');
  upstream = await startFakeApi();
  upstreamPort = upstream.address().port;
  shell = await startShell({
    distDir,
    apiUrl: `http://127.0.0.1:${upstreamPort}`,
    env: { MARKETING_REMOTE_URL: 'https://mkt.example' },
  });
}, 20_000);

afterAll(async () => {
  await shell?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

describe('static files', () => {
  test('/ serves index.html, not cached, with the security headers', async () => {
    const response = await get('/', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
    expectSecurityHeaders(response);
  });

  test('hashed assets are cached for a year as immutable', async () => {
    const response = await get('/main.1a2b3c4d.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  test('unhashed files are revalidated', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('SPA fallback', () => {
  test.each(['/planos', '/area-usuario', '/nao-existe/abc'])(
    '%s (a page request) gets index.html',
    async (url) => {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response);
    },
  );

  test('a missing asset is a 404 with the security headers, not the app', async () => {
    const response = await get('/main.deadbeef.js', { accept: '*/*' });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
    expectSecurityHeaders(response);
  });

  test('a POST to an unknown path is a 404', async () => {
    const response = await fetch(`${shell.base}/planos`, {
      method: 'POST',
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });
});

describe('/runtime-config.json', () => {
  test('is built per request from the environment and the route table, never cached', async () => {
    const response = await get('/runtime-config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(response);
    const config = await response.json();
    expect(config.remotes.marketing.entry).toBe('https://mkt.example/mf-manifest.json');
    expect(config.remotes.checkout.routes).toContainEqual({ path: '/payment-success', access: 'protected' });
    expect(Object.keys(config)).toEqual(['remotes', 'firebase', 'links']);
  });
});

describe('API proxy', () => {
  test('forwards /api/* with the JSON body, cookies, Origin and Authorization, and returns Set-Cookie', async () => {
    upstreamRequests.length = 0;
    const response = await fetch(`${shell.base}/api/auth/set-cookie`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer token-u1',
        cookie: 'other=1',
        origin: 'http://localhost:3000',
        'x-forwarded-for': '203.0.113.7',
      },
      body: JSON.stringify({ uid: 'u1', email: 'ana@example.com', displayName: 'Ana' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe('session=abc123; Path=/; HttpOnly; SameSite=Lax');
    expectSecurityHeaders(response);

    const received = upstreamRequests[0];
    expect(received).toMatchObject({ method: 'POST', url: '/api/auth/set-cookie' });
    expect(received.body).toEqual({ uid: 'u1', email: 'ana@example.com', displayName: 'Ana' });
    expect(received.headers.cookie).toBe('other=1');
    expect(received.headers.origin).toBe('http://localhost:3000');
    expect(received.headers.authorization).toBe('Bearer token-u1');
    expect(received.headers['x-forwarded-host']).toBe(new URL(shell.base).host);
    // The chain it was given, then the address this server saw (the test client on loopback).
    expect(received.headers['x-forwarded-for']).toMatch(
      /^203\.0\.113\.7, (::ffff:)?127\.0\.0\.1$|^203\.0\.113\.7, ::1$/,
    );
    expect(received.headers.host).toBe(`127.0.0.1:${upstreamPort}`);
  });

  test.each([
    ['GET', '/api/auth/check-cookie'],
    ['GET', '/api/users/u1'],
    ['POST', '/create-checkout-session'],
    ['POST', '/create-embedded-checkout-session'],
    ['GET', '/session-status?session_id=cs_test_1'],
    ['POST', '/meta-capi'],
    ['GET', '/health'],
  ])('forwards %s %s unchanged', async (method, url) => {
    const response = await fetch(`${shell.base}${url}`, {
      method,
      headers: { cookie: 'session=abc123', accept: 'application/json', 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify({ ok: true }) } : {}),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: url, method, cookie: 'session=abc123' });
    expectSecurityHeaders(response);
  });

  test('upstream errors pass through with the security headers (no SPA fallback for the API)', async () => {
    const response = await get('/api/missing', { accept: 'text/html' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'nope' });
    expectSecurityHeaders(response);
  });

  test('an unreachable API answers 5xx, not the app', async () => {
    const offline = await startShell({ distDir, apiUrl: 'http://127.0.0.1:9', env: {} });
    try {
      const response = await fetch(`${offline.base}/api/auth/check-cookie`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(await response.text()).not.toContain('<div id="root">');
      expectSecurityHeaders(response);
    } finally {
      await offline.stop();
    }
  }, 20_000);
});
