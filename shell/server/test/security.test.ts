// Security headers over real HTTP: the CSP the browser enforces, HSTS and source maps in production.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { close, createFakeApi, listen, makeShellDist, startShell } from './helpers.mjs';
import { LOADER_CSP_SOURCE } from '../pages/deferred-scripts.js';
import { EARLY_INPUT_CSP_SOURCE } from '../pages/early-input.js';
import { cspDirectives, isSubresource, withScriptSources } from '../security.js';

type FakeApi = ReturnType<typeof createFakeApi>;
type Shell = Awaited<ReturnType<typeof startShell>>;

let distDir: string;
let api: FakeApi;
let local: Shell;
let production: Shell;

/** CSP header → { directive: [sources] }. */
function csp(response: { headers: Headers }): Record<string, string[]> {
  return Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

beforeAll(async () => {
  distDir = await makeShellDist();
  api = createFakeApi();
  const apiUrl = `http://127.0.0.1:${await listen(api.server)}`;
  [local, production] = await Promise.all([
    startShell({
      distDir,
      apiUrl,
      stripeEmulatorUrl: 'http://127.0.0.1:12111',
      env: { MARKETING_REMOTE_URL: 'http://localhost:3001', META_PIXEL_ID: '123' },
    }),
    startShell({
      distDir,
      apiUrl,
      production: true,
      env: {
        MARKETING_REMOTE_URL: 'https://mkt.busqy.example',
        ACCOUNT_REMOTE_URL: 'https://account.busqy.example',
        CHECKOUT_REMOTE_URL: 'https://checkout.busqy.example',
        FIREBASE_USE_EMULATOR: 'false',
        FIREBASE_PROJECT_ID: 'busqy-prod',
      },
    }),
  ]);
}, 30_000);

afterAll(async () => {
  await Promise.all([local?.stop(), production?.stop()]);
  await close(api?.server);
  await rm(distDir, { recursive: true, force: true });
});

describe('Content-Security-Policy', () => {
  test("a remote's source keeps its path: a folder on a bucket host is not the whole host", () => {
    const directives = cspDirectives(
      {
        remotes: {
          marketing: { entry: 'https://storage.googleapis.com/busqy-remotes/marketing/remoteEntry.js' },
        },
      },
      { production: true },
    );
    expect(directives.scriptSrc).toContain('https://storage.googleapis.com/busqy-remotes/marketing/');
    expect(directives.scriptSrc).not.toContain('https://storage.googleapis.com');
  });

  test.each(['/', '/planos', '/favicon.svg', '/runtime-config.json', '/api/users/u1', '/nao-existe'])(
    'production, %s: scripts only from self, the remotes and Stripe; no eval, no inline script but the loader and the early-input capture',
    async (url) => {
      const policy = csp(await fetch(`${production.base}${url}`));
      expect(policy['script-src']).toEqual([
        "'self'",
        LOADER_CSP_SOURCE,
        EARLY_INPUT_CSP_SOURCE,
        'https://mkt.busqy.example/',
        'https://account.busqy.example/',
        'https://checkout.busqy.example/',
        'https://js.stripe.com',
        'https://*.js.stripe.com',
      ]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com']));
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://mkt.busqy.example/',
          'https://identitytoolkit.googleapis.com',
        ]),
      );
      expect(policy['connect-src']?.join(' ')).not.toMatch(/127\.0\.0\.1|localhost/);
      expect(policy).toHaveProperty('upgrade-insecure-requests');
      // No tag is configured in production here: none of their hosts is allowed.
      expect(JSON.stringify(policy)).not.toMatch(/facebook|googletagmanager/);
    },
  );

  test('locally: the Auth emulator, the Stripe emulator and a configured Meta pixel are allowed', async () => {
    const policy = csp(await fetch(`${local.base}/`));
    expect(policy['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://localhost:3001/',
        'http://127.0.0.1:12111',
        'https://connect.facebook.net',
      ]),
    );
    expect(policy['script-src']).not.toContain('https://js.stripe.com');
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9099', 'https://www.facebook.com']),
    );
    expect(policy['frame-src']).toContain('http://127.0.0.1:12111');
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  test("the shell's own dev server (npm run dev -w shell): its hot-reload socket locally, never in production", () => {
    const config = { remotes: { marketing: { entry: 'http://localhost:3001/remoteEntry.js' } } };
    const socket = 'ws://localhost:3010';
    expect(cspDirectives(config, { production: false, devServerSocket: socket }).connectSrc).toContain(
      socket,
    );
    expect(cspDirectives(config, { production: false }).connectSrc).not.toContain(socket);
    expect(cspDirectives(config, { production: true, devServerSocket: socket }).connectSrc).not.toContain(
      socket,
    );
  });

  test('no policy allows eval or inline scripts', async () => {
    for (const server of [local, production]) {
      const header = (await fetch(`${server.base}/`)).headers.get('content-security-policy');
      expect(header).not.toContain('unsafe-eval');
      expect(
        csp({ headers: new Headers({ 'content-security-policy': header ?? '' }) })['script-src'],
      ).not.toContain("'unsafe-inline'");
    }
  });

  test('the inline blocks of a page are JSON data, not scripts', async () => {
    const html = await (await fetch(`${production.base}/`)).text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toMatch(/type="application\/(?:ld\+)?json"/);
  });
});

describe('HSTS and source maps', () => {
  test('production sends HSTS for a year; local does not', async () => {
    expect((await fetch(`${production.base}/`)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await fetch(`${local.base}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  test('source maps are a 404 in production, served locally', async () => {
    const hidden = await fetch(`${production.base}/main.1a2b3c4d.js.map`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('sources');
    expect((await fetch(`${local.base}/main.1a2b3c4d.js.map`)).status).toBe(200);
  });

  test('mf-stats.json (the build graph) is a 404 in production, served locally', async () => {
    const hidden = await fetch(`${production.base}/mf-stats.json`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('buildInfo');
    expect((await fetch(`${local.base}/mf-stats.json`)).status).toBe(200);
  });
});

describe('headers of scripts and stylesheets', () => {
  const DOCUMENT_ONLY = [
    'content-security-policy',
    'x-frame-options',
    'x-xss-protection',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-dns-prefetch-control',
    'origin-agent-cluster',
  ];

  test('a script or stylesheet carries no document-only header, and keeps nosniff, CORP, the referrer policy and HSTS', async () => {
    for (const file of ['/main.1a2b3c4d.js', '/main.1a2b3c4d.css', '/main.1a2b3c4d.js?v=2']) {
      const response = await fetch(`${production.base}${file}`);
      expect(response.status).toBe(200);
      for (const header of DOCUMENT_ONLY) expect([file, response.headers.get(header)]).toEqual([file, null]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  test('pages, anything a browser may show as a document (an SVG, JSON) and missing files keep every header', async () => {
    for (const url of ['/', '/login', '/runtime-config.json', '/logo.svg', '/nada.js.html']) {
      const response = await fetch(`${production.base}${url}`);
      for (const header of DOCUMENT_ONLY)
        expect([url, response.headers.get(header)]).not.toEqual([url, null]);
    }
  });

  test('isSubresource: by the path, its query aside', () => {
    expect(['/a.js', '/a.mjs', '/a.css', '/a.js.map', '/a.js?x=1'].map(isSubresource)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['/', '/a.svg', '/a.json', '/a.html', '/?f=a.js', '/a.js/', '/#.js', '/planos#x.css'].map(
        isSubresource,
      ),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});

describe('withScriptSources', () => {
  test("adds a page's sources to script-src alone, and leaves a policy without them as it is", () => {
    const policy = "default-src 'self';script-src 'self' 'sha256-a';script-src-elem 'self';img-src 'self'";
    expect(withScriptSources(policy, ["'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';script-src-elem 'self';img-src 'self'",
    );
    expect(withScriptSources(policy, [])).toBe(policy);
  });
});
