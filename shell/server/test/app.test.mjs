import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { close, createFakeApi, listen, makeShellDist, MAIN_JS, startShell } from './helpers.mjs';

let distDir;
let api;
let apiPort;
let shell;

function expectSecurityHeaders(response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

/** A script's or stylesheet's: no document-only header (security.ts isSubresource). */
function expectSubresourceHeaders(response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
  expect(response.headers.get('x-frame-options')).toBeNull();
  expect(response.headers.get('content-security-policy')).toBeNull();
}

function get(url, headers = {}) {
  return fetch(`${shell.base}${url}`, { headers, redirect: 'manual' });
}

beforeAll(async () => {
  distDir = await makeShellDist();
  api = createFakeApi();
  apiPort = await listen(api.server);
  shell = await startShell({
    distDir,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    env: {
      MARKETING_REMOTE_URL: 'https://mkt.example',
      COMPANY_LEGAL_NAME: 'Busqy Tecnologia Ltda.',
      COMPANY_CNPJ: '12.345.678/0001-90',
      COMPANY_ADDRESS: 'Av. Paulista, 1000, São Paulo - SP',
    },
  });
}, 20_000);

afterAll(async () => {
  await shell?.stop();
  await close(api?.server);
  await rm(distDir, { recursive: true, force: true });
});

describe('static files', () => {
  test('hashed assets are cached for a year as immutable', async () => {
    const response = await get('/main.1a2b3c4d.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(MAIN_JS);
    expectSubresourceHeaders(response);
  });

  test('unhashed files are revalidated', async () => {
    const response = await get('/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test.each(['/og-image.jpg', '/favicon.svg', '/favicon.ico', '/apple-touch-icon.png'])(
    '%s is served (revalidated)',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    },
  );

  test('a missing asset is a 404 in JSON with nosniff, not the app', async () => {
    const response = await get('/main.deadbeef.js', { accept: '*/*' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toContain('<div id="root">');
    expectSubresourceHeaders(response);
    expectSecurityHeaders(await get('/nada.deadbeef.svg', { accept: '*/*' }));
  });

  test('a POST to a page is a 404 in Portuguese', async () => {
    const response = await fetch(`${shell.base}/planos`, {
      method: 'POST',
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'Recurso não encontrado.' });
    expectSecurityHeaders(response);
  });
});

describe('/runtime-config.json', () => {
  test('is built per request from the environment and the route table, never cached', async () => {
    const response = await get('/runtime-config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    const config = await response.json();
    expect(config.remotes.marketing.entry).toBe('https://mkt.example/remoteEntry.js');
    expect(config.remotes.marketing.manifest).toBe('https://mkt.example/mf-manifest.json');
    expect(config.remotes.checkout.routes).toContainEqual({ path: '/payment-success', access: 'protected' });
    expect(Object.keys(config)).toEqual(['remotes', 'firebase', 'company', 'links']);
    // The footer's legal data is run-time configuration: changing it needs no shell release.
    expect(config.company).toEqual({
      legalName: 'Busqy Tecnologia Ltda.',
      taxId: '12.345.678/0001-90',
      address: 'Av. Paulista, 1000, São Paulo - SP',
    });
  });
});

describe('API proxy', () => {
  test('forwards /api/* with the JSON body, cookies, Origin and Authorization, and returns Set-Cookie', async () => {
    api.requests.length = 0;
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

    const received = api.requests[0];
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
    expect(received.headers.host).toBe(`127.0.0.1:${apiPort}`);
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

  test('2 MB bodies are refused with 413 and a Portuguese message, before reaching the API', async () => {
    api.requests.length = 0;
    // Several at once: the sender is still writing when the 413 comes, and must read it, not a
    // reset socket (EPIPE), so the shell drains the rest of a moderately oversized body.
    const body = JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${shell.base}/api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (response) => ({ status: response.status, text: await response.text() })),
      ),
    );
    for (const { status, text } of responses) {
      expect(status).toBe(413);
      expect(JSON.parse(text)).toEqual({
        statusCode: 413,
        message: 'O corpo da requisição é grande demais.',
      });
      expect(text).not.toMatch(/Cannot read|remoteAddress|FST_/);
    }
    expect(api.requests).toHaveLength(0);
  });

  test('a body declared far past the limit gets its 413 and the connection closed, unread', async () => {
    const answer = await new Promise((resolve, reject) => {
      const request = httpRequest(`${shell.base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(512 * 1024 * 1024) },
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection, text }),
        );
      });
      request.on('error', reject);
      request.write('{"blob":"');
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.text).message).toBe('O corpo da requisição é grande demais.');
  });

  test('a 2 MB chunked body (no Content-Length) is refused with 413 too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent >= 32) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
        return undefined;
      },
    });
    const response = await fetch(`${shell.base}/meta-capi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    }).catch((error) => ({ status: `connection closed: ${error.cause?.code ?? error.message}` }));
    // Either a clean 413, or the connection is cut once the limit is passed: never a 5xx.
    if (typeof response.status === 'number') {
      expect(response.status).toBe(413);
    } else {
      expect(response.status).toMatch(/connection closed/);
    }
  });

  test('Expect: 100-continue is answered and the request forwarded', async () => {
    const { request } = await import('node:http');
    const status = await new Promise((resolve, reject) => {
      const req = request(
        `${shell.base}/api/users`,
        { method: 'POST', headers: { 'content-type': 'application/json', expect: '100-continue' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('continue', () => req.end(JSON.stringify({ ok: true })));
      req.on('error', reject);
    });
    expect(status).toBe(200);
  });

  test('an unreachable API answers 5xx in Portuguese, not the app', async () => {
    const offline = await startShell({ distDir, apiUrl: 'http://127.0.0.1:9', env: {} });
    try {
      const response = await fetch(`${offline.base}/api/auth/check-cookie`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBeGreaterThanOrEqual(502);
      const body = await response.json();
      expect(body.message).toMatch(/indisponível/);
      expectSecurityHeaders(response);
    } finally {
      await offline.stop();
    }
  }, 20_000);
});

describe('trusted proxies (TRUSTED_PROXIES)', () => {
  test('X-Forwarded-For is believed only from a listed proxy', async () => {
    const untrusting = await startShell({
      distDir,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      env: {},
      trustedProxies: ['10.0.0.1'],
    });
    try {
      api.requests.length = 0;
      const response = await fetch(`${untrusting.base}/health`, {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' },
      });
      expect(response.status).toBe(200);
      // Loopback is not in the list: the proto header is ignored (plain http seen).
      expect(api.requests[0].headers['x-forwarded-proto']).toBe('http');
    } finally {
      await untrusting.stop();
    }
    api.requests.length = 0;
    await fetch(`${shell.base}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(api.requests[0].headers['x-forwarded-proto']).toBe('https');
  }, 20_000);
});
