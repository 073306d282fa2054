// Every tap counts (issue 17): between a pre-rendered page's first paint and its hydration, a press on
// a control takes effect once the page can act, exactly once. Each journey holds back every script
// of the site (the shell's and the remotes') until it has pressed the control on the server's HTML,
// then lets them through and checks the effect after hydration. The hold is a gate the journey opens,
// not a timer, so a slow machine cannot hydrate the page before the press.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import protocol from '../server/pages/early-input-protocol.json';
import { createAccount } from './support/auth-emulator';
import { browserForFile, newPage, PHONE } from './support/browser';
import { env } from './support/env';

const browser = browserForFile();

/** After the effect, how long a second (wrong) replay would take to show. */
const SETTLE_MS = 800;

/**
 * Opens `path` with every script held back: the page paints from its HTML and nothing of the app runs
 * until `release()`. `held()` is true while no script of the site has been delivered.
 */
async function openHeld(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let delivered = 0;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await gate;
      delivered += 1;
      await route.continue().catch(() => undefined); // the page may have moved on
    },
  );
  const response = await page.goto(`${env.baseUrl}${path}`, { waitUntil: 'commit' });
  // A page sent without its pre-render paints nothing while its scripts are held: say so now, not
  // after a 30 s wait for a control that cannot come (the shell logs why: "page sent without its
  // pre-render", with the reason).
  const html = (await response?.text()) ?? '';
  if (!html.includes(protocol.attribute)) throw new Error(`${path} came without its pre-rendered content`);
  return {
    /** True while the scripts are still held: a press now is one before hydration. */
    held: () => delivered === 0,
    release,
  };
}

/** Presses `control` at first paint and checks the capture took it (pressed state, nothing else yet). */
async function pressEarly(page: Page, control: Locator, held: () => boolean, times = 1) {
  await control.waitFor();
  for (let i = 0; i < times; i += 1) await control.click({ noWaitAfter: true });
  expect(held()).toBe(true);
  await expect(control.getAttribute('aria-busy')).resolves.toBe('true');
  await expect(control.getAttribute(protocol.pressedAttribute)).resolves.toBe('');
  await expect(page.evaluate((name) => name in window, protocol.global)).resolves.toBe(true);
}

/** Waits until the control is handled by the app again (its pre-hydration marker is gone). */
async function waitUntilReplayed(control: Locator) {
  await control.and(control.page().locator(`:not([${protocol.pressedAttribute}])`)).waitFor();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** Fails the journey on any request that carries a password in its address (a native GET submit). */
function watchForPasswordInUrl(context: BrowserContext) {
  const leaks: string[] = [];
  context.on('request', (request) => {
    if (/[?&]password=/.test(request.url())) leaks.push(request.url());
  });
  return leaks;
}

test('coupon copy double-tapped at first paint: copied at once, before any script, one "Cupom copiado!"', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.baseUrl });
  const { held, release } = await openHeld(page, '/planos-promo?promo=novo');
  const copy = page.getByRole('button', { name: 'Copiar cupom' });
  await copy.waitFor();
  await copy.dblclick();
  // The capture script copied and said so itself, once: no script of the site has run yet.
  const earlyToasts = page.locator(`.${protocol.toastRegionClass}`).getByRole('status');
  await earlyToasts.filter({ hasText: 'Cupom copiado!' }).waitFor({ timeout: 5_000 });
  expect(held()).toBe(true);
  await expect(earlyToasts.count()).resolves.toBe(1);
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('BUSQYNOVO10');
  await expect(copy.getAttribute('aria-busy')).resolves.toBeNull();
  release();
  await page.locator(`:not([${protocol.attribute}])`).and(copy).waitFor({ timeout: 15_000 }); // hydrated
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  // Nothing was left to replay: the app's own toaster says nothing (the early toast may be gone).
  const appToasts = page.locator(`section[aria-label="Notificações"]:not(.${protocol.toastRegionClass})`);
  await expect(appToasts.getByText('Cupom copiado!').count()).resolves.toBe(0);
  await context.close();
});

/**
 * Double-taps a control whose signed-out effect is an early navigation while every script is held: the
 * capture script itself stores the choice and navigates, once, before any script of the site ran.
 */
async function chooseBeforeAnyScript(page: Page, control: Locator, held: () => boolean, to: string) {
  await control.waitFor();
  const entries = await historyLength(page);
  await control.dblclick({ noWaitAfter: true });
  await page.waitForURL(to, { timeout: 15_000 });
  expect(held()).toBe(true);
  return entries;
}

/** Content-Security-Policy violations the page reports (an inline script or rule set refused). */
function watchCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** How the browser got the current document ('navigational-prefetch': from a speculation-rules prefetch). */
const deliveryType = (page: Page) =>
  page.evaluate(
    () =>
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          deliveryType?: string;
        }
      ).deliveryType,
  );

test('a plan chosen (double tap) at first paint on /planos, signed out: /cadastro at once, before any script, once', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const violations = watchCspViolations(page);
  const { held, release } = await openHeld(page, '/planos');
  const choose = page
    .getByRole('article', { name: 'Top Afiliado' })
    .getByRole('button', { name: 'Começar agora' });
  const entries = await chooseBeforeAnyScript(page, choose, held, `${env.baseUrl}/cadastro`);
  const stored = () =>
    page.evaluate(() => ({
      plan: JSON.parse(window.localStorage.getItem('selectedPlan') ?? 'null'),
      redirect: window.localStorage.getItem('loginRedirectUrl'),
    }));
  await expect(stored()).resolves.toEqual({
    plan: {
      name: 'Top Afiliado',
      price: 'R$ 79,90',
      period: '/mês',
      priceRaw: '79.90',
      interval: 'biannual',
    },
    redirect: '/upsell',
  });
  release();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  // One entry more, for /cadastro: the choice navigated once, and the app there kept what was stored.
  await expect(historyLength(page)).resolves.toBe(entries + 1);
  expect(page.url()).toBe(`${env.baseUrl}/cadastro`);
  await expect(stored()).resolves.toMatchObject({ plan: { name: 'Top Afiliado' }, redirect: '/upsell' });
  // /planos fetched /cadastro ahead (its speculation rules, allowed by their hash): the press opened
  // it from that prefetch, with no round trip.
  await expect(deliveryType(page)).resolves.toBe('navigational-prefetch');
  expect(violations).toEqual([]);
  await context.close();
});

test('a plan chosen at first paint while someone may be signed in waits for the app: one navigation after hydration', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  // A stored uid (SPEC §3) whose session is gone: the app finds nobody signed in, and says so itself.
  await context.addInitScript(() => window.localStorage.setItem('uid', 'gone-user'));
  const { held, release } = await openHeld(page, '/planos');
  const choose = page
    .getByRole('article', { name: 'Top Afiliado' })
    .getByRole('button', { name: 'Começar agora' });
  await pressEarly(page, choose, held, 2);
  expect(page.url()).toBe(`${env.baseUrl}/planos`);
  // Their choice may go to checkout, not /cadastro: nothing fetched ahead, even once the page's HTML
  // has arrived whole (when the rules would be applied) and it has painted.
  await page.waitForFunction(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd > 0,
  );
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(page.locator('script[type="speculationrules"]').count()).resolves.toBe(0);
  const entries = await historyLength(page);
  release();
  await page.waitForURL(`${env.baseUrl}/cadastro`, { timeout: 15_000 });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await expect(historyLength(page)).resolves.toBe(entries + 1);
  const plan = await page.evaluate(() => JSON.parse(window.localStorage.getItem('selectedPlan') ?? 'null'));
  expect(plan).toMatchObject({ name: 'Top Afiliado', interval: 'biannual' });
  await context.close();
});

test('a plan chosen at first paint on the promo page keeps its coupon and its address, and lands on /cadastro once', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const promo = '/planos-promo?promo=blackfriday&utm_source=whatsapp';
  const { held, release } = await openHeld(page, promo);
  // The countdown's real digits are in the first paint.
  await expect(page.getByRole('timer').textContent()).resolves.toMatch(/\d{2}horas\d{2}minutos\d{2}segundos/);
  const choose = page
    .getByRole('article', { name: 'Profissional' })
    .getByRole('button', { name: 'Garantir meu desconto' });
  const entries = await chooseBeforeAnyScript(page, choose, held, `${env.baseUrl}/cadastro`);
  release();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await expect(historyLength(page)).resolves.toBe(entries + 1);
  const stored = await page.evaluate(() => ({
    plan: JSON.parse(window.localStorage.getItem('selectedPlan') ?? 'null'),
    redirect: window.localStorage.getItem('loginRedirectUrl'),
  }));
  expect(stored.plan).toMatchObject({ name: 'Profissional', couponCode: 'BF40' });
  // Back to the same promo after sign-up, with the address the visitor came by.
  expect(stored.redirect).toBe(promo);
  await context.close();
});

/** Clicks a native control while the scripts are held: it must act at once, with no capture. */
async function pressNative(control: Locator, held: () => boolean) {
  await control.waitFor();
  await control.click({ noWaitAfter: true });
  expect(held()).toBe(true);
  await expect(control.getAttribute('aria-busy')).resolves.toBeNull();
  await expect(control.getAttribute(protocol.pressedAttribute)).resolves.toBeNull();
}

test('the billing toggle (native radios) switches at first paint; the app keeps the choice and shows monthly prices', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const { held, release } = await openHeld(page, '/planos');
  const monthly = page.getByRole('radio', { name: 'Mensal' });
  await pressNative(monthly, held);
  await expect(monthly.isChecked()).resolves.toBe(true); // before any script ran
  release();
  // Once the app runs it prices the cards for the chosen period: no card says what a semester costs.
  await page
    .getByText(/a cada 6 meses/)
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('article', { name: 'Elite' }).getByText('R$ 187,90', { exact: true }).waitFor();
  await expect(monthly.isChecked()).resolves.toBe(true);
  await context.close();
});

test('a plan chosen after the billing toggle changed at first paint is priced for that period, once hydrated', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const { held, release } = await openHeld(page, '/planos');
  await pressNative(page.getByRole('radio', { name: 'Mensal' }), held);
  // The card's early navigation was rendered for the semester: the press now waits for the app.
  const choose = page.getByRole('article', { name: 'Elite' }).getByRole('button');
  await pressEarly(page, choose, held);
  expect(page.url()).toBe(`${env.baseUrl}/planos`);
  release();
  await page.waitForURL(`${env.baseUrl}/cadastro`, { timeout: 15_000 });
  const plan = await page.evaluate(() => JSON.parse(window.localStorage.getItem('selectedPlan') ?? 'null'));
  expect(plan).toMatchObject({ name: 'Elite', price: 'R$ 187,90', interval: 'month' });
  await context.close();
});

test('on the landing page: an FAQ answer opens natively at first paint; the carousels and the phone menu each act once', async () => {
  const { context, page } = await newPage(browser(), PHONE);
  const { held, release } = await openHeld(page, '/');
  const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
  const question = faq.locator('summary').first();
  const next = page.getByRole('button', { name: 'Próximo recurso' });
  const pausePartners = page
    .getByRole('region', { name: 'Lojas e programas parceiros' })
    .getByRole('button', { name: /^Pausar/ });
  const menu = page.getByRole('button', { name: 'Abrir menu' });
  await pressNative(question, held);
  await expect(faq.locator('details').first().getAttribute('open')).resolves.toBe(''); // before any script ran
  await pressEarly(page, next, held);
  await pressEarly(page, pausePartners, held);
  await pressEarly(page, menu, held);
  release();
  await waitUntilReplayed(next);

  await expect(faq.locator('details').first().getAttribute('open')).resolves.toBe(''); // hydration kept it
  const tabs = page.getByRole('region', { name: 'Recursos da Busqy' }).getByRole('tab');
  await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true'); // one step, not two
  await page
    .getByRole('region', { name: 'Lojas e programas parceiros' })
    .getByRole('button', { name: /^Reproduzir/ })
    .waitFor();
  const openMenu = page.getByRole('button', { name: 'Fechar menu' });
  await openMenu.waitFor();
  await expect(openMenu.getAttribute('aria-expanded')).resolves.toBe('true'); // twice would close it
  await context.close();
});

test('login typed and submitted with Enter at first paint signs in once, never through the address', async () => {
  const account = await createAccount('Entra Cedo');
  const { context, page } = await newPage(browser(), PHONE);
  const leaks = watchForPasswordInUrl(context);
  const { held, release } = await openHeld(page, '/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByLabel('Senha').press('Enter');
  expect(held()).toBe(true);
  await expect(page.locator('form').getAttribute('aria-busy')).resolves.toBe('true');
  release();
  await page.getByText('Login realizado com sucesso!').waitFor({ timeout: 15_000 });
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await expect(page.getByText('Login realizado com sucesso!').count()).resolves.toBe(1);
  expect(leaks).toEqual([]);
  await context.close();
});

test('sign-up typed and submitted with Enter at first paint creates the account once', async () => {
  const email = `cedo-${randomUUID().slice(0, 8)}@example.com`;
  const { context, page } = await newPage(browser(), PHONE);
  const leaks = watchForPasswordInUrl(context);
  const { held, release } = await openHeld(page, '/cadastro');
  await page.getByLabel('Nome').fill('Cadastro Cedo');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('senha-forte-123');
  await page.getByLabel('Senha').press('Enter');
  expect(held()).toBe(true);
  release();
  await page
    .getByText('Conta criada com sucesso! Você será redirecionado para a confirmação.')
    .waitFor({ timeout: 15_000 });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await expect(
    page.getByText('Conta criada com sucesso! Você será redirecionado para a confirmação.').count(),
  ).resolves.toBe(1);
  await expect(page.getByText('Este email já está em uso').count()).resolves.toBe(0); // not sent twice
  expect(leaks).toEqual([]);
  await context.close();
});
