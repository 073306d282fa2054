import { describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildRuntimeConfig,
  DEFAULT_LINKS,
  pageCacheFromEnv,
  readRoutes,
  serverOptionsFromEnv,
  trackingFromEnv,
  trustedProxies,
} from '../config.mjs';

const routes = await readRoutes();

describe('route table (server/routes.json)', () => {
  test('lists every SPEC §2 route once, under its remote', () => {
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
  async function check(table) {
    const dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
    const file = path.join(dir, 'routes.json');
    await writeFile(file, JSON.stringify(table));
    try {
      return await readRoutes(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  test.each([
    [
      'a page without title',
      { m: [{ path: '/', access: 'open', description: 'd' }] },
      /title and description/,
    ],
    ['an alias of an unknown page', { m: [{ path: '/x', access: 'open', canonical: '/y' }] }, /canonical/],
    [
      'a non-boolean noindex',
      { m: [{ path: '/', access: 'open', title: 't', description: 'd', noindex: 1 }] },
      /noindex/,
    ],
    [
      'a query that is not a list of parameter names',
      { m: [{ path: '/', access: 'open', title: 't', description: 'd', query: 'promo' }] },
      /query/,
    ],
  ])('rejects %s', async (_label, table, message) => {
    await expect(check(table)).rejects.toThrow(message);
  });

  test('accepts pages and aliases', async () => {
    const table = {
      m: [
        { path: '/', access: 'open', title: 't', description: 'd', query: ['promo', 'utm-like_2'] },
        { path: '/home', access: 'open', canonical: '/' },
      ],
    };
    await expect(check(table)).resolves.toEqual(table);
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

describe('the page cache (SHELL_PAGE_CACHE_MB, SHELL_PAGE_S_MAXAGE, SHELL_PAGE_STALE_WHILE_REVALIDATE)', () => {
  test('defaults, and whole numbers in range', () => {
    expect(pageCacheFromEnv({})).toEqual({
      maxBytes: 32 * 1024 * 1024,
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
