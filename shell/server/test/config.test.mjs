import { describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRouteTable } from '../pages/route-table.js';
import {
  buildRuntimeConfig,
  DEFAULT_LINKS,
  pageCacheFromEnv,
  readRouteConfig,
  renderPoolFromEnv,
  serverOptionsFromEnv,
  trackingFromEnv,
  trustedProxies,
} from '../config.js';

// The table routes.json gives while no remote has published its pages.
const routes = buildRouteTable(readRouteConfig());

describe('route table (server/routes.json)', () => {
  test('routes every SPEC §2 route once, under its remote, before any remote publishes its pages', () => {
    const all = Object.values(routes).flat();
    expect(new Set(all.map((route) => route.path)).size).toBe(all.length);
    expect(Object.keys(routes)).toEqual(['marketing', 'account', 'checkout']);
    expect(routes.marketing.map((route) => route.path)).toEqual([
      '/',
      '/home',
      '/bio',
      '/planos',
      '/selecionar-plano',
      '/planos-promo',
      '/promo',
      '/afiliado',
      '/termos',
      '/politicas-de-privacidade',
      '/sobre',
      '/solucoes',
    ]);
    const protectedPaths = all.filter((route) => route.access === 'protected').map((route) => route.path);
    expect(protectedPaths.sort()).toEqual(
      [
        '/account-confirmation',
        '/area-usuario',
        '/payment-awaited',
        '/payment-canceled',
        '/payment-success',
      ].sort(),
    );
    expect(routes.checkout.find((route) => route.path === '/checkout')?.access).toBe('open');
  });
});

describe('runtime config from the environment', () => {
  test('defaults: local remotes on their ports, demo Firebase project with the Auth emulator', () => {
    const config = buildRuntimeConfig(routes, {});
    expect(config.remotes.marketing.entry).toBe('http://localhost:3001/remoteEntry.js');
    expect(config.remotes.marketing.manifest).toBe('http://localhost:3001/mf-manifest.json');
    expect(config.remotes.account.entry).toBe('http://localhost:3002/remoteEntry.js');
    expect(config.remotes.account.manifest).toBe('http://localhost:3002/mf-manifest.json');
    expect(config.remotes.checkout.entry).toBe('http://localhost:3003/remoteEntry.js');
    expect(config.remotes.checkout.manifest).toBe('http://localhost:3003/mf-manifest.json');
    expect(config.remotes.account.routes).toContainEqual({ path: '/area-usuario', access: 'protected' });
    expect(config.firebase).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-busqy.firebaseapp.com',
      projectId: 'demo-busqy',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(config.links).toEqual(DEFAULT_LINKS);
  });

  test('every value can be set by environment variables', () => {
    const config = buildRuntimeConfig(routes, {
      MARKETING_REMOTE_URL: 'https://marketing.busqy.example/',
      ACCOUNT_REMOTE_URL: 'https://account.busqy.example',
      CHECKOUT_PORT: '4503',
      FIREBASE_API_KEY: 'AIza-live',
      FIREBASE_PROJECT_ID: 'busqy-prod',
      FIREBASE_AUTH_EMULATOR_URL: 'http://auth.test:9999',
      HELP_CENTER_URL: 'https://help.example',
      WEB_APP_URL: 'https://app.example/login',
      WHATSAPP_URL: 'https://wa.me/5500',
      CONTACT_EMAIL: 'oi@example.com',
    });
    expect(config.remotes.marketing.entry).toBe('https://marketing.busqy.example/remoteEntry.js');
    expect(config.remotes.marketing.manifest).toBe('https://marketing.busqy.example/mf-manifest.json');
    expect(config.remotes.account.entry).toBe('https://account.busqy.example/remoteEntry.js');
    expect(config.remotes.account.manifest).toBe('https://account.busqy.example/mf-manifest.json');
    expect(config.remotes.checkout.entry).toBe('http://localhost:4503/remoteEntry.js');
    expect(config.remotes.checkout.manifest).toBe('http://localhost:4503/mf-manifest.json');
    expect(config.firebase).toEqual({
      apiKey: 'AIza-live',
      authDomain: 'busqy-prod.firebaseapp.com',
      projectId: 'busqy-prod',
      authEmulatorUrl: 'http://auth.test:9999',
    });
    expect(config.links).toEqual({
      helpCenter: 'https://help.example',
      webAppLogin: 'https://app.example/login',
      whatsappSupport: 'https://wa.me/5500',
      contactEmail: 'oi@example.com',
    });
  });

  test('FIREBASE_USE_EMULATOR=false leaves the emulator out; FIREBASE_AUTH_DOMAIN wins over the default', () => {
    const config = buildRuntimeConfig(routes, {
      FIREBASE_USE_EMULATOR: 'false',
      FIREBASE_AUTH_DOMAIN: 'login.busqy.example',
    });
    expect(config.firebase).not.toHaveProperty('authEmulatorUrl');
    expect(config.firebase.authDomain).toBe('login.busqy.example');
  });

  test('server options: API upstream, host and port', async () => {
    const options = serverOptionsFromEnv({ API_PORT: '4100', SHELL_PORT: '3900' });
    expect(options).toMatchObject({ apiUrl: 'http://127.0.0.1:4100', host: '0.0.0.0', port: 3900 });
    expect(serverOptionsFromEnv({ API_URL: 'http://api.internal:8080/', HOST: '127.0.0.1' })).toMatchObject({
      apiUrl: 'http://api.internal:8080',
      host: '127.0.0.1',
      port: 3000,
    });
    expect((await options.runtimeConfig()).remotes.marketing.routes).toHaveLength(12);
  });
});

describe('browser tags (META_PIXEL_ID, GOOGLE_ADS_ID, GOOGLE_ADS_CONVERSION_LABELS)', () => {
  test('absent by default: the runtime config has no tracking section', () => {
    expect(buildRuntimeConfig(routes, {})).not.toHaveProperty('tracking');
    expect(buildRuntimeConfig(routes, { META_PIXEL_ID: '', GOOGLE_ADS_ID: ' ' })).not.toHaveProperty(
      'tracking',
    );
  });

  test('served in /runtime-config.json when set', () => {
    const config = buildRuntimeConfig(routes, {
      META_PIXEL_ID: '1234567890',
      GOOGLE_ADS_ID: 'AW-987654321',
      GOOGLE_ADS_CONVERSION_LABELS: '{"pagamento_confirmado":"AbC-123_x","cadastro":"Zz9"}',
    });
    expect(config.tracking).toEqual({
      metaPixelId: '1234567890',
      googleAdsId: 'AW-987654321',
      googleAdsConversionLabels: { pagamento_confirmado: 'AbC-123_x', cadastro: 'Zz9' },
    });
    expect(buildRuntimeConfig(routes, { META_PIXEL_ID: '42' }).tracking).toEqual({ metaPixelId: '42' });
  });

  test.each([
    [{ META_PIXEL_ID: '12<script>' }, /META_PIXEL_ID/],
    [{ GOOGLE_ADS_ID: 'G-123' }, /GOOGLE_ADS_ID/],
    [{ GOOGLE_ADS_ID: 'AW-1', GOOGLE_ADS_CONVERSION_LABELS: '{nope' }, /must be JSON/],
    [{ GOOGLE_ADS_ID: 'AW-1', GOOGLE_ADS_CONVERSION_LABELS: '["a"]' }, /JSON object/],
    [{ GOOGLE_ADS_ID: 'AW-1', GOOGLE_ADS_CONVERSION_LABELS: '{"compra":"a"}' }, /unknown event "compra"/],
    [{ GOOGLE_ADS_ID: 'AW-1', GOOGLE_ADS_CONVERSION_LABELS: '{"cadastro":"a b"}' }, /invalid label/],
    [{ GOOGLE_ADS_CONVERSION_LABELS: '{"cadastro":"a"}' }, /needs GOOGLE_ADS_ID/],
  ])('rejects %j at boot', (env, message) => {
    expect(() => trackingFromEnv(env)).toThrow(message);
    expect(() => serverOptionsFromEnv(env)).toThrow(message);
  });
});

describe('route table validation', () => {
  async function check(config) {
    const dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
    const file = path.join(dir, 'routes.json');
    await writeFile(file, JSON.stringify(config));
    try {
      return readRouteConfig(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  test.each([
    [
      'a kept route without title',
      { m: { routes: [{ path: '/', access: 'open', description: 'd' }] } },
      /title and description/,
    ],
    [
      'an alias of an unknown route',
      { m: { routes: [{ path: '/x', access: 'open', canonical: '/y' }] } },
      /canonical/,
    ],
    [
      'a non-boolean noindex',
      { m: { routes: [{ path: '/', access: 'open', title: 't', description: 'd', noindex: 1 }] } },
      /noindex/,
    ],
    ['a claim that is not a path', { m: { claims: { prefixes: ['novidades'] } } }, /invalid claim/],
    ['a remote with unknown keys', { m: { pages: [] } }, /unknown keys/],
  ])('rejects %s', async (_label, config, message) => {
    await expect(check(config)).rejects.toThrow(message);
  });

  test('accepts claims, kept routes and aliases', async () => {
    const config = {
      m: {
        claims: { paths: ['/'], prefixes: ['/blog'] },
        routes: [
          { path: '/conta', access: 'protected', title: 't', description: 'd' },
          { path: '/minha-conta', access: 'protected', canonical: '/conta' },
        ],
      },
    };
    await expect(check(config)).resolves.toEqual(config);
  });
});

describe('TRUSTED_PROXIES', () => {
  test('defaults to loopback; a list of addresses and CIDR ranges is accepted', () => {
    expect(trustedProxies({})).toEqual(['127.0.0.1', '::1']);
    expect(trustedProxies({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5,fd00::/8' })).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
    ]);
    expect(serverOptionsFromEnv({ TRUSTED_PROXIES: '10.1.2.3' }).trustedProxies).toEqual(['10.1.2.3']);
  });

  test('anything else is refused at boot', () => {
    expect(() => serverOptionsFromEnv({ TRUSTED_PROXIES: 'true' })).toThrow(/TRUSTED_PROXIES: "true"/);
  });
});

describe('render workers (SHELL_RENDER_WORKERS, SHELL_RENDER_DEADLINE_MS, SHELL_RENDER_WORKER_HEAP_MB)', () => {
  test('defaults: a 500 ms deadline; each can be set', () => {
    expect(renderPoolFromEnv({})).toEqual({ workers: expect.any(Number), deadlineMs: 500, heapMb: 128 });
    expect(
      renderPoolFromEnv({
        SHELL_RENDER_WORKERS: '3',
        SHELL_RENDER_DEADLINE_MS: '250',
        SHELL_RENDER_WORKER_HEAP_MB: '64',
      }),
    ).toEqual({ workers: 3, deadlineMs: 250, heapMb: 64 });
  });

  test('a deadline over 500 ms, or anything but a whole number, stops the server at boot', () => {
    expect(() => renderPoolFromEnv({ SHELL_RENDER_DEADLINE_MS: '2000' })).toThrow(
      'SHELL_RENDER_DEADLINE_MS must be a whole number from 10 to 500, got "2000"',
    );
    expect(() => renderPoolFromEnv({ SHELL_RENDER_WORKERS: 'two' })).toThrow('SHELL_RENDER_WORKERS');
    expect(() => serverOptionsFromEnv({ SHELL_RENDER_WORKER_HEAP_MB: '8' })).toThrow(
      'SHELL_RENDER_WORKER_HEAP_MB must be a whole number from 32 to 4096',
    );
  });
});

describe('the page cache (SHELL_PAGE_CACHE_MB, SHELL_PAGE_S_MAXAGE, SHELL_PAGE_STALE_WHILE_REVALIDATE)', () => {
  test('defaults, and whole numbers in range', () => {
    expect(pageCacheFromEnv({})).toEqual({
      maxBytes: 16 * 1024 * 1024,
      sMaxAge: 60,
      staleWhileRevalidate: 600,
    });
    expect(
      serverOptionsFromEnv({
        SHELL_PAGE_CACHE_MB: '64',
        SHELL_PAGE_S_MAXAGE: '0',
        SHELL_PAGE_STALE_WHILE_REVALIDATE: ' 30 ',
      }).pageCache,
    ).toEqual({ maxBytes: 64 * 1024 * 1024, sMaxAge: 0, staleWhileRevalidate: 30 });
  });

  test.each([
    ['SHELL_PAGE_CACHE_MB', '0'],
    ['SHELL_PAGE_CACHE_MB', '1.5'],
    ['SHELL_PAGE_CACHE_MB', '32MB'],
    ['SHELL_PAGE_S_MAXAGE', '-1'],
    ['SHELL_PAGE_STALE_WHILE_REVALIDATE', '1e3'],
    ['SHELL_MAX_CONCURRENT_RENDERS', '0'],
  ])('%s=%s is refused at boot', (name, value) => {
    expect(() => serverOptionsFromEnv({ [name]: value })).toThrow(
      new RegExp(`${name} must be a whole number`),
    );
  });
});
