import { randomUUID } from 'node:crypto';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { env } from './env';
import { fetchInPage, signIn } from './site';

/** The Stripe emulator's control endpoints (the test runner passes its address). */
export function stripeEmulatorUrl(): string {
  const url = process.env.E2E_STRIPE_EMULATOR_URL;
  if (!url) throw new Error('E2E_STRIPE_EMULATOR_URL is not set: run the journeys through `npm test`');
  return url.replace(/\/$/, '');
}

export interface Buyer {
  name: string;
  email: string;
  password: string;
}

export function newBuyer(): Buyer {
  const tag = randomUUID().slice(0, 8);
  return { name: 'Carla Compradora', email: `compra-${tag}@example.com`, password: 'senha-forte-123' };
}

/** The site's API from inside the page (same origin, the page's cookies). */
export async function getInPage(page: Page, path: string) {
  const { status, body } = await fetchInPage(page, path);
  return { status, body: body ?? {} };
}

export async function currentUid(page: Page): Promise<string> {
  const session = await getInPage(page, '/api/auth/check-cookie');
  const user = session.body.user as { uid?: string } | null;
  if (!user?.uid) throw new Error('not signed in');
  return user.uid;
}

/** Waits (webhooks arrive after the payment) until the user's record matches `expected`. */
export async function waitForSubscription(
  page: Page,
  expected: Record<string, unknown>,
  timeoutMs = 20_000,
): Promise<Record<string, unknown>> {
  const uid = await currentUid(page);
  const deadline = Date.now() + timeoutMs;
  let last: Record<string, unknown> = {};
  while (Date.now() < deadline) {
    last = (await getInPage(page, `/api/users/${uid}`)).body;
    if (Object.entries(expected).every(([key, value]) => last[key] === value)) return last;
    await page.waitForTimeout(250);
  }
  throw new Error(`subscription never matched ${JSON.stringify(expected)}; last: ${JSON.stringify(last)}`);
}

/** /planos → Mensal → the plan's 'Começar agora' → sign-up form → /upsell. */
export async function chooseMonthlyPlanAndSignUp(page: Page, planName: string, buyer: Buyer) {
  // The pre-rendered page shows before its scripts load (after the first paint); its toggle and
  // buttons answer once it is hydrated, so the journey waits for that as a visitor would for a tap.
  await page.goto(`${env.baseUrl}/planos`, { waitUntil: 'networkidle' });
  await page.getByRole('radio', { name: 'Mensal' }).click();
  const card = page.getByRole('article', { name: planName });
  await card.getByText('R$ 119,90', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Começar agora' }).click();
  await page.waitForURL(`${env.baseUrl}/cadastro`);
  await page.getByLabel('Nome').fill(buyer.name);
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Senha').fill(buyer.password);
  await page.locator('form').getByRole('button', { name: 'Criar conta' }).click();
  await page.waitForURL(`${env.baseUrl}/upsell`);
}

/** Signs in through /login (no plan stored: lands on the user area), then stores `plan` for /upsell. */
export async function signInWithPlan(page: Page, email: string, password: string, plan: unknown) {
  await signIn(page, email, password);
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  await page.evaluate((value) => localStorage.setItem('selectedPlan', JSON.stringify(value)), plan);
}

export const TOP_AFILIADO_MONTHLY = {
  name: 'Top Afiliado',
  price: 'R$ 119,90',
  period: '/mês',
  priceRaw: '119.90',
  interval: 'month',
};

/** On /upsell: 'Continuar com a escolha atual' opens the checkout tab (a new page of the context). */
export async function continueToCheckoutTab(context: BrowserContext, page: Page): Promise<Page> {
  await page.getByRole('heading', { level: 1, name: 'Aproveite as Ofertas Exclusivas' }).waitFor();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Continuar com a escolha atual' }).click(),
  ]);
  await tab.waitForURL(`${env.baseUrl}/checkout`);
  await tab.getByRole('heading', { level: 1, name: 'Finalizar Assinatura' }).waitFor();
  return tab;
}

/** The embedded payment form (the emulator's page in the checkout's iframe). */
export function paymentForm(tab: Page): FrameLocator {
  return tab.frameLocator('iframe[title^="Pagamento seguro"]');
}

export async function payWithCard(tab: Page, card: string) {
  const form = paymentForm(tab);
  await form.locator('#card-number').fill(card);
  await form.locator('#pay-submit').click();
}
