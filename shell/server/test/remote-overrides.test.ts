// Per-browser remote overrides (remote-overrides.ts) over real HTTP: a non-production shell serves
// one browser its chosen remote (config, pre-render, CSP) and nobody else; a production shell
// ignores the same cookie, and its guard refuses the allow list.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { serverOptionsFromEnv } from '../config.js';
import { productionProblems } from '../production-guard.js';
import { OVERRIDE_COOKIE, encodeOverrides, parseOverrideOrigins } from '../remote-overrides.js';
import { close, createFakeApi, listen, makeShellDist, startShell } from './helpers.mjs';

const DEV_ORIGIN = 'http://localhost:3901';
const OTHER_ORIGIN = 'http://localhost:3902';
const PRODUCTION_ENV = {
  MARKETING_REMOTE_URL: 'https://mkt.busqy.example',
  ACCOUNT_REMOTE_URL: 'https://account.busqy.example',
  CHECKOUT_REMOTE_URL: 'https://checkout.busqy.example',
  FIREBASE_USE_EMULATOR: 'false',
  FIREBASE_PROJECT_ID: 'busqy-prod',
  TRUSTED_PROXIES: '10.0.0.0/8',
  COMPANY_LEGAL_NAME: 'Busqy Tecnologia Ltda.',
  COMPANY_CNPJ: '12.345.678/0001-90',
  COMPANY_ADDRESS: 'Av. Paulista, 1000, São Paulo - SP, 01310-100',
};

type FakeApi = ReturnType<typeof createFakeApi>;
type Shell = Awaited<ReturnType<typeof startShell>>;

let distDir: string;
let api: FakeApi;
let local: Shell;
let production: Shell;

const cookieFor = (overrides: Record<string, string>) => `${OVERRIDE_COOKIE}=${encodeOverrides(overrides)}`;
const get = (shell: Shell, url: string, cookie?: string) =>
  fetch(`${shell.base}${url}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const scriptSrc = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name === 'script-src' || name === 'connect-src')
    .flatMap(([, ...sources]) => sources);

beforeAll(async () => {
  distDir = await makeShellDist();
  api = createFakeApi();
  const apiUrl = `http://127.0.0.1:${await listen(api.server)}`;
  const common = { distDir, apiUrl, fakePageContent: true, remoteOverrideOrigins: [DEV_ORIGIN] };
  [local, production] = await Promise.all([
    startShell({ ...common, env: { MARKETING_REMOTE_URL: 'http://localhost:3001' } }),
    // As if someone passed the option anyway: the production shell must not honour it.
    startShell({ ...common, production: true, env: PRODUCTION_ENV }),
  ]);
}, 30_000);

afterAll(async () => {
  await Promise.all([local?.stop(), production?.stop()]);
  await close(api?.server);
  await rm(distDir, { recursive: true, force: true });
});

describe('a non-production shell', () => {
  test('/__remotes?marketing=<allowed origin> stores the override in a cookie for this browser', async () => {
    const response = await get(local, `/__remotes?marketing=${encodeURIComponent(`${DEV_ORIGIN}/`)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/__remotes');
    const setCookie = response.headers.get('set-cookie');
    expect(setCookie).toContain(cookieFor({ marketing: DEV_ORIGIN }));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).not.toMatch(/Secure/); // plain http (npm start): a Secure cookie would be dropped
    // Behind https (a staging shell's load balancer, a trusted proxy): Secure.
    const overHttps = await fetch(`${local.base}/__remotes?marketing=${encodeURIComponent(DEV_ORIGIN)}`, {
      headers: { 'x-forwarded-proto': 'https' },
      redirect: 'manual',
    });
    expect(overHttps.headers.get('set-cookie')).toMatch(/; Secure$/);

    const panel = await get(local, '/__remotes', cookieFor({ marketing: DEV_ORIGIN }));
    expect(panel.status).toBe(200);
    expect(await panel.text()).toContain(`marketing → ${DEV_ORIGIN}`);
  });

  test('that browser gets the overridden remote in its config, its pre-render and its CSP', async () => {
    const cookie = cookieFor({ marketing: DEV_ORIGIN });
    const config = await (await get(local, '/runtime-config.json', cookie)).json();
    expect(config.remotes.marketing.entry).toBe(`${DEV_ORIGIN}/remoteEntry.js`);
    expect(config.remotes.marketing.manifest).toBe(`${DEV_ORIGIN}/mf-manifest.json`);
    expect(config.remotes.account.entry).toBe('http://localhost:3002/remoteEntry.js');

    const page = await get(local, '/bio', cookie);
    const html = await page.text();
    expect(html).toContain(`bio from ${DEV_ORIGIN}/remoteEntry.js`);
    expect(html).toContain(`"entry":"${DEV_ORIGIN}/remoteEntry.js"`);
    expect(page.headers.get('vary')).toMatch(/cookie/i);
    // This browser's own page: no shared cache keeps it (nor the server's page cache, next test).
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const sources = scriptSrc(page);
    expect(sources).toContain(DEV_ORIGIN);
    expect(sources).toContain('ws://localhost:3901');
  });

  test('every other browser keeps the configured remotes', async () => {
    const config = await (await get(local, '/runtime-config.json')).json();
    expect(config.remotes.marketing.entry).toBe('http://localhost:3001/remoteEntry.js');
    const page = await get(local, '/bio');
    expect(await page.text()).toContain('bio from http://localhost:3001/remoteEntry.js');
    expect(page.headers.get('cache-control')).toMatch(/^public, /);
    expect(scriptSrc(page)).not.toContain(DEV_ORIGIN);
    // A configured remote may be its dev server locally: its hot-reload socket is allowed.
    expect(scriptSrc(page)).toContain('ws://localhost:3001');
  });

  test.each([
    ['an origin outside REMOTE_OVERRIDE_ORIGINS', `marketing=${encodeURIComponent(OTHER_ORIGIN)}`],
    ['a URL with a path', `marketing=${encodeURIComponent(`${DEV_ORIGIN}/x/remoteEntry.js`)}`],
    ['another scheme', 'marketing=javascript:alert(1)'],
    ['an unknown remote', `pagamentos=${encodeURIComponent(DEV_ORIGIN)}`],
  ])('refuses %s with a Portuguese 400 and no cookie', async (_label, query) => {
    const response = await get(local, `/__remotes?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toMatch(/Origem não permitida|Remote desconhecido/);
  });

  test('a forged cookie naming an origin outside the allow list is ignored', async () => {
    const cookie = cookieFor({ marketing: OTHER_ORIGIN, checkout: DEV_ORIGIN });
    const config = await (await get(local, '/runtime-config.json', cookie)).json();
    expect(config.remotes.marketing.entry).toBe('http://localhost:3001/remoteEntry.js');
    expect(config.remotes.checkout.entry).toBe(`${DEV_ORIGIN}/remoteEntry.js`);
    expect(scriptSrc(await get(local, '/bio', cookie))).not.toContain(OTHER_ORIGIN);
  });

  test('?reset and ?<remote>= remove overrides', async () => {
    const reset = await get(local, '/__remotes?reset', cookieFor({ marketing: DEV_ORIGIN }));
    expect(reset.status).toBe(303);
    expect(reset.headers.get('set-cookie')).toMatch(new RegExp(`^${OVERRIDE_COOKIE}=;.*Max-Age=0`));
    const one = await get(
      local,
      '/__remotes?marketing=',
      cookieFor({ marketing: DEV_ORIGIN, account: DEV_ORIGIN }),
    );
    expect(one.headers.get('set-cookie')).toContain(cookieFor({ account: DEV_ORIGIN }));
  });
});

describe('a production shell', () => {
  test('ignores the override cookie: config, page, CSP and /__remotes', async () => {
    const cookie = cookieFor({ marketing: DEV_ORIGIN });
    const config = await (await get(production, '/runtime-config.json', cookie)).json();
    expect(config.remotes.marketing.entry).toBe('https://mkt.busqy.example/remoteEntry.js');
    const page = await get(production, '/bio', cookie);
    expect(await page.text()).toContain('bio from https://mkt.busqy.example/remoteEntry.js');
    expect(scriptSrc(page)).not.toContain(DEV_ORIGIN);
    expect(scriptSrc(page).filter((source) => source.startsWith('ws'))).toEqual([]);
    const panel = await get(production, `/__remotes?marketing=${encodeURIComponent(DEV_ORIGIN)}`, cookie);
    expect(panel.status).toBe(404);
    expect(panel.headers.get('set-cookie')).toBeNull();
  });

  /** A production environment the guard accepts, the server's own variables included. */
  const env = {
    ...PRODUCTION_ENV,
    NODE_ENV: 'production',
    FIREBASE_API_KEY: 'AIzaSy-real-key',
    API_URL: 'https://api.busqy.example',
    PUBLIC_SITE_URL: 'https://www.busqy.example',
  };

  test('its guard refuses REMOTE_OVERRIDE_ORIGINS', () => {
    expect(productionProblems(env, ['marketing', 'account', 'checkout'])).toEqual([]);
    const withOverrides = { ...env, REMOTE_OVERRIDE_ORIGINS: DEV_ORIGIN };
    expect(productionProblems(withOverrides, ['marketing'])).toContainEqual(
      expect.stringContaining('REMOTE_OVERRIDE_ORIGINS must not be set'),
    );
    expect(() => serverOptionsFromEnv(withOverrides)).toThrow(/REMOTE_OVERRIDE_ORIGINS/);
  });

  test("its guard refuses SHELL_DEV_SERVER (the shell's own dev server), which only a local shell reads", () => {
    const withDevServer = { ...env, SHELL_DEV_SERVER: 'true' };
    expect(productionProblems(withDevServer, ['marketing'])).toContainEqual(
      expect.stringContaining('SHELL_DEV_SERVER must not be set'),
    );
    expect(() => serverOptionsFromEnv(withDevServer)).toThrow(/SHELL_DEV_SERVER/);
    expect(serverOptionsFromEnv({ SHELL_DEV_SERVER: 'true' }).devServerSocket).toBe('ws://localhost:3010');
    expect(serverOptionsFromEnv({ SHELL_DEV_SERVER: 'true', SHELL_DEV_PORT: '3999' }).devServerSocket).toBe(
      'ws://localhost:3999',
    );
    expect(serverOptionsFromEnv({}).devServerSocket).toBeNull();
  });
});

describe('REMOTE_OVERRIDE_ORIGINS', () => {
  test('takes origins, and stops the server at boot on anything else', () => {
    expect(parseOverrideOrigins(' http://localhost:3001/, https://dev.busqy.example ')).toEqual([
      'http://localhost:3001',
      'https://dev.busqy.example',
    ]);
    expect(parseOverrideOrigins(undefined)).toEqual([]);
    expect(() => parseOverrideOrigins('http://localhost:3001/app')).toThrow(/not an origin/);
    expect(() => parseOverrideOrigins('localhost:3001')).toThrow(/not an origin/);
    expect(serverOptionsFromEnv({ REMOTE_OVERRIDE_ORIGINS: DEV_ORIGIN }).remoteOverrideOrigins).toEqual([
      DEV_ORIGIN,
    ]);
  });
});
