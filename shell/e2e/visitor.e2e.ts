// Issue 12 as a visitor meets it: what the browser stores, cookie-only sessions, anonymous pages
// that ask nothing of the sign-in service, and one registration date for profile and trial.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import carrying from '../server/pages/inline-scripts-protocol.json';
import { createAccount, type EmulatorAccount } from './support/auth-emulator';
import { browserForFile, newPage, PHONE } from './support/browser';
import { env } from './support/env';
import { fetchInPage, signIn, waitForHydratedForm } from './support/site';

const browser = browserForFile();

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
/** The shell's Firebase chunk (webpackChunkName "firebase"). */
const isFirebaseChunk = (url: string) => /\/firebase(\.[0-9a-f]+)?\.js(\?|$)/.test(url);

/** Every URL the page requests, in order. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const raw = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** A session cookie from the API for a real emulator account, as another tab or app would hold it. */
async function sessionCookieFor(account: EmulatorAccount) {
  const response = await fetch(`${env.baseUrl}/api/auth/set-cookie`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${account.idToken}`,
      'content-type': 'application/json',
      origin: env.baseUrl,
    },
    body: JSON.stringify({ uid: account.uid, email: account.email, displayName: 'Cookie Só' }),
  });
  expect(response.status).toBeLessThan(300);
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='));
  if (!header) throw new Error('set-cookie answered without a __session cookie');
  const value = header.split(';')[0]!.slice('__session='.length);
  return { name: '__session', value, url: env.baseUrl, httpOnly: true, sameSite: 'Lax' as const };
}

test('storage: values from before plain strings survive and are rewritten; sign-up stores a plain ISO date', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const plan = {
    name: 'Profissional',
    price: 'R$ 33,30',
    period: '/mês',
    priceRaw: '33.30',
    interval: 'biannual',
  };
  // What an older release left behind: every value JSON-quoted, the plan encoded twice. Seeded
  // once, before the first page of the site runs.
  await context.addInitScript((legacyPlan) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('selectedPlan', JSON.stringify(JSON.stringify(legacyPlan)));
    localStorage.setItem('referral', JSON.stringify('parceiro-x'));
    localStorage.setItem('loginRedirectUrl', JSON.stringify('/upsell'));
  }, plan);

  // /upsell sends a visitor without a stored plan to /planos: staying here proves the plan survived.
  await page.goto(`${env.baseUrl}/upsell`);
  await page.getByRole('heading', { name: 'Aproveite as Ofertas Exclusivas' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/upsell');
  expect(JSON.parse((await raw(page, 'selectedPlan')) ?? 'null')).toEqual(plan);
  expect(await raw(page, 'referral')).toBe('parceiro-x');
  expect(await raw(page, 'loginRedirectUrl')).toBe('/upsell');

  // Sign-up (a Profissional plan goes to the confirmation) stores plain strings.
  const requests = recordRequests(page);
  const email = `plain-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(`${env.baseUrl}/cadastro`);
  await page.getByLabel('Nome').fill('Paula Simples');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-123');
  await page.locator('form').getByRole('button', { name: 'Criar conta' }).click();
  await page.waitForURL(`${env.baseUrl}/account-confirmation`);
  await page.getByRole('heading', { level: 1, name: 'Conta criada com sucesso' }).waitFor();
  expect(await raw(page, 'registrationDate')).toMatch(ISO_DATE);
  expect(await raw(page, 'uid')).toMatch(/^[A-Za-z0-9]+$/);
  expect(await raw(page, 'referral')).toBe('parceiro-x');
  // Signing up is what loads the sign-in service (the anonymous journey below relies on this check).
  expect(requests.some(isFirebaseChunk)).toBe(true);
  await context.close();
});

test('an anonymous visit to / loads no sign-in service and sends no /api/auth request', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const requests = recordRequests(page);
  await page.goto(`${env.baseUrl}/`);
  await page
    .getByRole('heading', { level: 1, name: 'O único app que encontra e publica ofertas automaticamente' })
    .waitFor();
  await page.waitForLoadState('networkidle');
  // The shell starts its session work after first paint and on idle: give it time to (not) happen.
  await page.waitForTimeout(1500);
  expect(requests.filter((url) => url.includes('/api/auth/'))).toEqual([]);
  expect(requests.filter(isFirebaseChunk)).toEqual([]);
  expect(requests.filter((url) => url.includes('identitytoolkit'))).toEqual([]);
  await context.close();
});

test.each([
  ['/login', 'Bem-vindo de volta'],
  ['/signup', 'Crie sua conta'],
])(
  '%s: the sign-in service loads at the first click in the form, before any submit (contract 3.6.0), not on an untouched page',
  async (path, heading) => {
    const { context, page } = await newPage(browser(), PHONE);
    const requests = recordRequests(page);
    await page.goto(`${env.baseUrl}${path}`);
    await page.getByRole('heading', { name: heading }).waitFor();
    await waitForHydratedForm(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isFirebaseChunk)).toEqual([]);
    const fetched = page.waitForRequest((request) => isFirebaseChunk(request.url()), { timeout: 10_000 });
    await page.getByLabel('E-mail').click();
    await fetched;
    expect(requests.filter(isFirebaseChunk)).toHaveLength(1);
    expect(requests.filter((url) => url.includes('/api/auth/'))).toEqual([]);
    expect(requests.filter((url) => url.includes('identitytoolkit'))).toEqual([]);
    await context.close();
  },
);

test("a first visit's /login carries the shell's small scripts in its document and works; once the shell has run from its files, the next /login names them instead", async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const requests = recordRequests(page);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      refused.push(message.text());
  });
  const isEntry = (url: string) => /^\/main\.[0-9a-f]{8}\.js$/.test(new URL(url).pathname);
  const blocks = () => page.locator(`script[type="${carrying.blockType}"]`).count();
  const heldAs = async () =>
    (await context.cookies()).find((cookie) => cookie.name === carrying.cookie)?.value;

  await page.goto(`${env.baseUrl}/login`);
  await waitForHydratedForm(page);
  expect(await blocks()).toBeGreaterThan(0);
  expect(requests.filter(isEntry)).toEqual([]);
  expect(await heldAs()).toBeUndefined(); // the entry ran from the page: no file in the cache
  // It works: the sign-in answers (no such account).
  await page.getByLabel('E-mail').fill(`ninguem-${randomUUID()}@example.com`);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
  await page.getByLabel('Senha', { exact: true }).press('Enter');
  await page.getByText('Email ou senha inválidos').waitFor();

  await page.goto(`${env.baseUrl}/`);
  await page.waitForLoadState('networkidle');
  const entry = requests.find(isEntry);
  expect(entry).toBeDefined();
  expect(await heldAs()).toBe(new URL(entry!).pathname.slice(1));

  requests.length = 0;
  await page.goto(`${env.baseUrl}/login`);
  await waitForHydratedForm(page);
  expect(await blocks()).toBe(0);
  expect(requests.filter(isEntry)).toHaveLength(1);
  expect(refused).toEqual([]);
  await context.close();
});

describe('a valid session cookie without a sign-in SDK session (SPEC §2)', () => {
  let context: BrowserContext;
  let page: Page;
  let account: EmulatorAccount;
  let requests: string[];

  beforeAll(async () => {
    account = await createAccount('Cookie Só');
    const cookie = await sessionCookieFor(account);
    ({ context, page } = await newPage(browser(), PHONE));
    await context.addCookies([cookie]);
    requests = recordRequests(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  test('opens /payment-awaited', async () => {
    await page.goto(`${env.baseUrl}/payment-awaited`);
    await page.getByRole('heading', { name: 'Aguardando Pagamento' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment-awaited');
  });

  test('opens /area-usuario with the account', async () => {
    await page.goto(`${env.baseUrl}/area-usuario`);
    await page.getByRole('heading', { level: 1, name: 'Minha Conta' }).waitFor();
    await page.getByRole('region', { name: 'Perfil' }).getByText(account.email).waitFor();
    expect(new URL(page.url()).pathname).toBe('/area-usuario');
  });

  test('never cleared the cookie: the session is still valid', async () => {
    expect(requests.filter((url) => url.includes('/api/auth/clear-cookie'))).toEqual([]);
    const check = await fetchInPage(page, '/api/auth/check-cookie');
    expect(check.body).toMatchObject({ authenticated: true, user: { uid: account.uid } });
  });
});

test("an old user record: 'Membro desde' and the trial agree (the record's createdAt, not the sign-in time)", async () => {
  const account = await createAccount('Ana Antiga');
  const { context, page } = await newPage(browser(), PHONE);
  // The server record says the user joined in 2020; the sign-in service's account is brand new.
  await context.route(/\/api\/users\/[^/?]+$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const record = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...record, createdAt: '2020-01-15T12:00:00.000Z' } });
  });

  await signIn(page, account.email, account.password);
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  const profile = page.getByRole('region', { name: 'Perfil' });
  await profile.getByText('15/01/2020').waitFor();
  const subscription = page.getByRole('region', { name: 'Assinatura' });
  await subscription.getByText('Você ainda não tem uma assinatura ativa').waitFor();
  expect(await subscription.getByText('Você está no período de teste gratuito do plano').count()).toBe(0);

  // The countdown screens read the same record: the trial is over.
  await page.goto(`${env.baseUrl}/payment-awaited`);
  await page.getByRole('heading', { name: 'Aguardando Pagamento' }).waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-label="Tempo restante do período de teste"]')?.textContent ===
      '00dias00horas00minutos00segundos',
  );
  const bar = page.getByRole('progressbar', { name: 'Período de teste restante' });
  expect(await bar.getAttribute('aria-valuenow')).toBe('0');
  await context.close();
});
