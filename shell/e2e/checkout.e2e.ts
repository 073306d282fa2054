import type { Page } from 'playwright-core';
import { createAccount } from './support/auth-emulator';
import { browserForFile, newPage } from './support/browser';
import {
  chooseMonthlyPlanAndSignUp,
  continueToCheckoutTab,
  newBuyer,
  paymentForm,
  payWithCard,
  signInWithPlan,
  TOP_AFILIADO_MONTHLY,
  waitForSubscription,
} from './support/checkout-journeys';
import { env } from './support/env';

const browser = browserForFile();

const subscriptionRegion = (page: Page) => page.getByRole('region', { name: 'Assinatura' });

async function userAreaShows(page: Page, plan: string, status: string) {
  await page.goto(`${env.baseUrl}/area-usuario`);
  const region = subscriptionRegion(page);
  await region.getByText(plan, { exact: true }).waitFor();
  await region.getByText(status, { exact: true }).waitFor();
}

/** A new account signed in with Top Afiliado monthly stored, gone from /upsell to the checkout tab. */
async function checkoutTabFor(name: string) {
  const account = await createAccount(name);
  const { context, page } = await newPage(browser());
  await signInWithPlan(page, account.email, account.password, TOP_AFILIADO_MONTHLY);
  await page.goto(`${env.baseUrl}/upsell`);
  const tab = await continueToCheckoutTab(context, page);
  return { context, page, tab };
}

test('sign up → Top Afiliado monthly → upsell → continue → checkout tab → card 4242 → payment success → user area Ativa', async () => {
  const { context, page } = await newPage(browser());
  await chooseMonthlyPlanAndSignUp(page, 'Top Afiliado', newBuyer());
  const tab = await continueToCheckoutTab(context, page);
  await page.getByText('Abrindo checkout...').waitFor();

  await paymentForm(tab).getByText('R$ 119,90').first().waitFor();
  await payWithCard(tab, '4242 4242 4242 4242');

  // The tab tells its opener, which goes to payment success; the tab closes itself 3 s later.
  await page.waitForURL(`${env.baseUrl}/payment-success`);
  await page.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor();
  await tab.getByText('Pagamento confirmado! Esta aba será fechada em instantes.').waitFor();
  await tab.waitForEvent('close', { timeout: 10_000 });

  const record = await waitForSubscription(page, { subscription_active: true });
  expect(record).toMatchObject({ subscription_plan: 'Top Afiliado', subscription_status: 'active' });
  await userAreaShows(page, 'Top Afiliado', 'Ativa');
  await context.close();
});

test('a declined card keeps the checkout open with the error; closing the tab cancels', async () => {
  const { context, page, tab } = await checkoutTabFor('Cartão Recusado');

  await payWithCard(tab, '4000 0000 0000 0002');
  await paymentForm(tab).getByText('Seu cartão foi recusado. Tente outro cartão.').waitFor();
  expect(tab.url()).toBe(`${env.baseUrl}/checkout`);
  expect(page.url()).toBe(`${env.baseUrl}/upsell`);

  await tab.close();
  await page.waitForURL(`${env.baseUrl}/payment-canceled`);
  await page.getByRole('heading', { name: 'Pagamento cancelado' }).waitFor();
  const record = await waitForSubscription(page, { subscription_active: null });
  expect(record.subscription_plan).toBeNull();
  await context.close();
});

test('boleto → payment awaited (inactive) → marked paid on the voucher → user area Ativa', async () => {
  const { context, page, tab } = await checkoutTabFor('Boleto Pago');

  const form = paymentForm(tab);
  await form.locator('input[name="method"][value="boleto"]').check();
  await form.getByRole('button', { name: 'Gerar boleto' }).click();

  // The tab goes to the voucher (another origin): the opener counts it as a boleto.
  await tab.getByRole('heading', { name: 'Boleto gerado' }).waitFor();
  await page.waitForURL(`${env.baseUrl}/payment-awaited`);
  await page.getByRole('heading', { name: 'Aguardando Pagamento' }).waitFor();
  await waitForSubscription(page, { subscription_plan: 'Top Afiliado', subscription_active: false });
  await userAreaShows(page, 'Top Afiliado', 'Inativa');

  await tab.locator('#boleto-paid').click();
  await tab.getByText('Pagamento confirmado.').waitFor();
  await waitForSubscription(page, { subscription_active: true, subscription_status: 'active' });
  await userAreaShows(page, 'Top Afiliado', 'Ativa');
  await context.close();
});

test('cancelling in the billing portal makes the subscription inactive', async () => {
  const { context, page, tab } = await checkoutTabFor('Portal Cancela');
  await payWithCard(tab, '4242424242424242');
  await page.waitForURL(`${env.baseUrl}/payment-success`);
  await waitForSubscription(page, { subscription_active: true });
  await userAreaShows(page, 'Top Afiliado', 'Ativa');

  await subscriptionRegion(page).getByRole('button', { name: 'Gerenciar Plano' }).click();
  await page.getByRole('heading', { name: 'Gerenciar assinatura' }).waitFor();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page.waitForURL(`${env.baseUrl}/area-usuario`);
  await waitForSubscription(page, { subscription_active: false, subscription_status: 'canceled' });
  await userAreaShows(page, 'Top Afiliado', 'Inativa');
  await context.close();
});
