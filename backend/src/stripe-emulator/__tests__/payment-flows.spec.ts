import type Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '../server';
import { embeddedSubscription, monthlyPrice, recurringLine } from '../testing/checkout-params';
import { completeSession, control } from '../testing/control';
import {
  emulatorClient,
  startWebhookReceiver,
  type ReceivedEvent,
  type WebhookReceiver,
} from '../testing/webhook-receiver';

const SECRET = 'whsec_test_flows';
let receiver: WebhookReceiver;
let emulator: StripeEmulator;
let stripe: Stripe;

beforeEach(async () => {
  receiver = await startWebhookReceiver(SECRET);
  emulator = await startStripeEmulator({ port: 0, webhookUrl: receiver.url, webhookSecret: SECRET });
  stripe = emulatorClient(emulator.url);
});
afterEach(async () => {
  await emulator.close();
  await receiver.close();
  expect(receiver.rejected).toEqual([]);
});

async function openSession(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create(
    embeddedSubscription([recurringLine('Profissional', 19960, { interval: 'month', interval_count: 6 })], {
      customer_email: 'dani@example.com',
      allowed_payment_method_types: ['card', 'boleto'],
      metadata: { uid: 'u-dani' },
      ...overrides,
    }),
  );
}

/** Pays the session (by id or client secret) on this test's emulator. */
const pay = (idOrSecret: string, payment: Record<string, unknown>) =>
  completeSession(emulator.url, idOrSecret, payment);
const types = (events: ReceivedEvent[]): string[] => events.map((event) => event.type);
const ofType = (type: string): ReceivedEvent[] => receiver.events.filter((event) => event.type === type);
const monthsBetween = (start: number, end: number): number => {
  const from = new Date(start * 1000);
  const to = new Date(end * 1000);
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
};

describe('card payment', () => {
  it('completes the session, starts the subscription and sends signed checkout.session.completed then invoice.paid', async () => {
    const session = await openSession();
    const { status, json } = await pay(session.id, {
      payment: 'card',
      card: '4242424242424242',
    });
    expect(status).toBe(200);
    expect(json['redirect_url']).toBe(`http://localhost:3000/checkout-return?session_id=${session.id}`);

    await receiver.waitFor((events) => types(events).includes('invoice.paid'));
    const order = types(receiver.events);
    expect(order.indexOf('checkout.session.completed')).toBeLessThan(order.indexOf('invoice.paid'));
    const completed = ofType('checkout.session.completed')[0];
    expect(completed).toMatchObject({ api_version: expect.any(String), livemode: false });
    expect(completed?.id).toMatch(/^evt_/);
    expect(completed?.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { uid: 'u-dani' },
    });

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(retrieved).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: 'dani@example.com' },
    });
    expect(retrieved.customer).toMatch(/^cus_/);
    const subscription = retrieved.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: retrieved.customer,
    });
    const item = subscription.items.data[0];
    expect(monthsBetween(item?.current_period_start ?? 0, item?.current_period_end ?? 0)).toBe(6);
    expect(subscription).toMatchObject({ current_period_end: item?.current_period_end });
    expect(item?.price.product).toMatch(/^prod_/);

    const invoice = ofType('invoice.paid')[0]?.data.object as unknown as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 19960,
      billing_reason: 'subscription_create',
      customer: retrieved.customer,
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.lines.data[0]?.period).toEqual({
      start: item?.current_period_start,
      end: item?.current_period_end,
    });
  });

  it('declines 4000 0000 0000 0002 with a 402 card_error and keeps the session open', async () => {
    const session = await openSession();
    const { status, json } = await pay(session.id, {
      payment: 'card',
      card: '4000 0000 0000 0002',
    });
    expect(status).toBe(402);
    expect(json).toEqual({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
    const state = await control(emulator.url, '/_emulator/state');
    expect(state.json['subscriptions']).toEqual([]);
  });

  it('accepts the session client secret in place of its id and refuses to pay twice', async () => {
    const session = await openSession();
    const first = await pay(String(session.client_secret), { payment: 'card' });
    expect(first.status).toBe(200);
    const again = await pay(session.id, {
      payment: 'card',
    });
    expect(again.status).toBe(400);
    const forged = await control(
      emulator.url,
      `/_emulator/checkout/sessions/${session.id}_secret_wrong/complete`,
      { payment: 'card' },
    );
    expect(forged.status).toBe(404);
  });
});

describe('boleto payment', () => {
  async function payByBoleto(): Promise<Stripe.Checkout.Session> {
    const session = await openSession();
    const { status, json } = await pay(session.id, { payment: 'boleto' });
    expect(status).toBe(200);
    expect(json['voucher_url']).toBe(`${emulator.url}/boleto/${session.id}`);
    const completed = await receiver.waitForType('checkout.session.completed');
    expect(completed.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect((retrieved.subscription as Stripe.Subscription).status).toBe('incomplete');
    return retrieved;
  }

  it('completes unpaid, then the paid boleto sends async_payment_succeeded and invoice.paid and activates the subscription', async () => {
    const session = await payByBoleto();
    expect(types(receiver.events)).not.toContain('invoice.paid');
    const { status } = await control(emulator.url, `/_emulator/checkout/sessions/${session.id}/boleto`, {
      outcome: 'paid',
    });
    expect(status).toBe(200);
    await receiver.waitFor((events) => types(events).includes('invoice.paid'));
    expect(ofType('checkout.session.async_payment_succeeded')[0]?.data.object).toMatchObject({
      payment_status: 'paid',
    });
    const subscription = await stripe.subscriptions.retrieve(
      (session.subscription as Stripe.Subscription).id,
    );
    expect(subscription.status).toBe('active');
  });

  it('expires: async_payment_failed and the subscription becomes incomplete_expired', async () => {
    const session = await payByBoleto();
    await control(emulator.url, `/_emulator/checkout/sessions/${session.id}/boleto`, { outcome: 'expired' });
    const failed = await receiver.waitForType('checkout.session.async_payment_failed');
    expect(failed.data.object).toMatchObject({ id: session.id, payment_status: 'unpaid' });
    const subscription = await stripe.subscriptions.retrieve(
      (session.subscription as Stripe.Subscription).id,
    );
    expect(subscription.status).toBe('incomplete_expired');
    const again = await control(emulator.url, `/_emulator/checkout/sessions/${session.id}/boleto`, {
      outcome: 'paid',
    });
    expect(again.status).toBe(400);
  });

  it('refuses to refund a paid boleto, as Stripe does (charge_not_refundable), and refunds a card; the payment intent names its method', async () => {
    const session = await payByBoleto();
    await control(emulator.url, `/_emulator/checkout/sessions/${session.id}/boleto`, { outcome: 'paid' });
    await receiver.waitFor((events) => types(events).includes('invoice.paid'));
    const invoice = String((session.subscription as Stripe.Subscription).latest_invoice);
    const [payment] = (await stripe.invoicePayments.list({ invoice, status: 'paid' })).data;
    const intent = String(payment?.payment.payment_intent);
    const boletoIntent = await stripe.paymentIntents.retrieve(intent, { expand: ['payment_method'] });
    expect(boletoIntent.payment_method).toMatchObject({ type: 'boleto' });
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_not_refundable',
    });

    const card = await openSession();
    await pay(card.id, { payment: 'card' });
    const paidCard = await stripe.checkout.sessions.retrieve(card.id);
    const [cardPayment] = (
      await stripe.invoicePayments.list({ invoice: String(paidCard.invoice), status: 'paid' })
    ).data;
    const cardIntent = await stripe.paymentIntents.retrieve(String(cardPayment?.payment.payment_intent), {
      expand: ['payment_method'],
    });
    expect(cardIntent.payment_method).toMatchObject({ type: 'card' });
    const refund = await stripe.refunds.create({
      payment_intent: String(cardPayment?.payment.payment_intent),
    });
    expect(refund.status).toBe('succeeded');
  });
});

async function activeSubscription(): Promise<Stripe.Subscription> {
  const session = await openSession({ line_items: [recurringLine('Top Afiliado', 4990)] });
  await pay(session.id, { payment: 'card' });
  await receiver.waitForType('invoice.paid');
  const retrieved = await stripe.checkout.sessions.retrieve(session.id);
  return stripe.subscriptions.retrieve(String(retrieved.subscription));
}

describe('billing portal and cancellation', () => {
  it('cancels from the portal page: customer.subscription.deleted, then back to return_url', async () => {
    const subscription = await activeSubscription();
    const portal = await stripe.billingPortal.sessions.create({
      customer: String(subscription.customer),
      return_url: 'http://localhost:3000/area-usuario',
    });
    expect(portal.url).toBe(`${emulator.url}/portal/${portal.id}`);
    expect(portal.id).toMatch(/^bps_/);

    const page = await fetch(portal.url);
    const body = await page.text();
    expect(body).toContain('Top Afiliado');
    expect(body).toContain('Ativa');
    expect(body).toContain('Cancelar assinatura');

    const cancel = await fetch(`${emulator.url}/portal/${portal.id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subscription: subscription.id }).toString(),
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('http://localhost:3000/area-usuario');
    const deleted = await receiver.waitForType('customer.subscription.deleted');
    expect(deleted.data.object).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });

  it('cancels through the API (DELETE) and sets cancel_at_period_end through update', async () => {
    const subscription = await activeSubscription();
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0]?.current_period_end,
    });
    const updateEvent = await receiver.waitForType('customer.subscription.updated');
    expect(updateEvent.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    await receiver.waitForType('customer.subscription.deleted');
    await expect(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('switches the plan price on the subscription item', async () => {
    const subscription = await activeSubscription();
    const elite = await monthlyPrice(stripe, 'Elite', 18790);
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id, price: elite.id }],
      proration_behavior: 'none',
    });
    expect(updated.items.data).toHaveLength(1);
    expect(updated.items.data[0]?.price.id).toBe(elite.id);
  });
});

describe('renewal', () => {
  it('a failed renewal sends invoice.payment_failed, past_due, then cancels the subscription', async () => {
    const subscription = await activeSubscription();
    const { status } = await control(emulator.url, `/_emulator/subscriptions/${subscription.id}/renewal`, {
      outcome: 'failed',
    });
    expect(status).toBe(200);
    await receiver.waitFor((events) => types(events).includes('customer.subscription.deleted'));
    const failed = ofType('invoice.payment_failed')[0]?.data.object as unknown as Stripe.Invoice;
    expect(failed).toMatchObject({ status: 'open', billing_reason: 'subscription_cycle', amount_paid: 0 });
    const pastDue = ofType('customer.subscription.updated').find(
      (event) => event.data.object['status'] === 'past_due',
    );
    expect(pastDue).toBeDefined();
    const deleted = ofType('customer.subscription.deleted')[0];
    expect(deleted?.data.object).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
  });

  it('a paid renewal moves to the next period and sends invoice.paid', async () => {
    const subscription = await activeSubscription();
    const firstEnd = subscription.items.data[0]?.current_period_end;
    await control(emulator.url, `/_emulator/subscriptions/${subscription.id}/renewal`, { outcome: 'paid' });
    await receiver.waitFor((events) => events.filter((event) => event.type === 'invoice.paid').length === 2);
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]?.current_period_start).toBe(firstEnd);
    const invoice = ofType('invoice.paid')[1]?.data.object as unknown as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 4990 });
  });
});
