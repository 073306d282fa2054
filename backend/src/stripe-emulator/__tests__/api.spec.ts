import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '../server';
import { monthlyPrice, recurringLine } from '../testing/checkout-params';
import { emulatorClient } from '../testing/webhook-receiver';

const SECRET = 'whsec_test_api';
let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0, webhookSecret: SECRET });
  stripe = emulatorClient(emulator.url);
});
afterAll(() => emulator.close());

const monthlyLine = (unitAmount = 4990) =>
  recurringLine('Profissional', unitAmount, { interval: 'month', interval_count: 1 });

describe('customers', () => {
  it('creates, retrieves, updates and lists customers by e-mail', async () => {
    const created = await stripe.customers.create({
      email: 'ana@example.com',
      name: 'Ana',
      metadata: { uid: 'u1' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      email: 'ana@example.com',
      name: 'Ana',
      livemode: false,
      metadata: { uid: 'u1' },
    });
    expect(created.id).toMatch(/^cus_/);
    expect(typeof created.created).toBe('number');

    const updated = await stripe.customers.update(created.id, { name: 'Ana Souza', metadata: { uid: '' } });
    expect(updated.name).toBe('Ana Souza');
    expect(updated.metadata).toEqual({});

    await stripe.customers.create({ email: 'other@example.com' });
    const list = await stripe.customers.list({ email: 'ana@example.com' });
    expect(list.object).toBe('list');
    expect(list.data.map((customer) => customer.id)).toEqual([created.id]);

    const search = await stripe.customers.search({ query: "email:'ana@example.com'" });
    expect(search.data.map((customer) => customer.id)).toEqual([created.id]);
    expect((await stripe.customers.retrieve(created.id)).id).toBe(created.id);
  });
});

describe('checkout sessions', () => {
  it('prices a session from price_data and applies a percent-off coupon', async () => {
    const coupon = await stripe.coupons.create({ id: 'BUSQYNOVO10', percent_off: 10, duration: 'once' });
    expect(coupon).toMatchObject({ object: 'coupon', id: 'BUSQYNOVO10', percent_off: 10, valid: true });
    const customer = await stripe.customers.create({ email: 'bia@example.com' });

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      customer: customer.id,
      line_items: [monthlyLine(4990)],
      discounts: [{ coupon: coupon.id }],
      allowed_payment_method_types: ['card', 'boleto'],
      return_url: 'http://localhost:3000/checkout-return?session_id={CHECKOUT_SESSION_ID}',
      metadata: { uid: 'u-bia', planName: 'Profissional' },
      client_reference_id: 'u-bia',
    });
    expect(session.id).toMatch(/^cs_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      ui_mode: 'embedded_page',
      customer: customer.id,
      currency: 'brl',
      amount_subtotal: 4990,
      amount_total: 4491,
      subscription: null,
      url: null,
      metadata: { uid: 'u-bia', planName: 'Profissional' },
      client_reference_id: 'u-bia',
      livemode: false,
    });
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_`));
    expect(session.return_url).toBe(`http://localhost:3000/checkout-return?session_id=${session.id}`);
    expect(session.allowed_payment_method_types).toEqual(['card', 'boleto']);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(retrieved.amount_total).toBe(4491);
    expect(retrieved.line_items?.data[0]).toMatchObject({
      description: 'Profissional',
      quantity: 1,
      amount_total: 4491,
    });
    expect(retrieved.line_items?.data[0]?.price?.recurring).toMatchObject({
      interval: 'month',
      interval_count: 1,
    });
  });

  it('gives a hosted session the emulator pay page as url, with customer_email', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'cris@example.com',
      line_items: [monthlyLine()],
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment-canceled',
    });
    expect(session).toMatchObject({
      ui_mode: 'hosted_page',
      customer: null,
      customer_email: 'cris@example.com',
      client_secret: null,
    });
    expect(session.url).toBe(`${emulator.url}/pay/${session.id}`);
    expect(session.success_url).toBe(`http://localhost:3000/payment-success?session_id=${session.id}`);
  });

  it('uses an existing price id', async () => {
    const price = await monthlyPrice(stripe, 'Elite', 18790);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      line_items: [{ price: price.id, quantity: 1 }],
      return_url: 'http://localhost:3000/checkout-return',
    });
    expect(session.amount_total).toBe(18790);
  });
});

describe('session expiry', () => {
  const embedded = (): Stripe.Checkout.SessionCreateParams => ({
    mode: 'subscription',
    ui_mode: 'embedded_page',
    line_items: [monthlyLine()],
    return_url: 'http://localhost:3000/checkout-return',
  });

  it('expires an open session on request and then refuses to pay it', async () => {
    const session = await stripe.checkout.sessions.create(embedded());
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    const response = await fetch(`${emulator.url}/_emulator/checkout/sessions/${session.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment: 'card' }),
    });
    expect(response.status).toBe(400);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('expires a session left open past expires_at', async () => {
    const session = await stripe.checkout.sessions.create(embedded());
    const realNow = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(realNow + 25 * 60 * 60 * 1000);
    try {
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    } finally {
      clock.mockRestore();
    }
  });
});

describe('errors', () => {
  it('answers an unknown id with 404 resource_missing', async () => {
    const error = await stripe.checkout.sessions
      .retrieve('cs_test_missing')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      type: 'StripeInvalidRequestError',
    });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers a missing required parameter with 400 parameter_missing', async () => {
    const error = await stripe.checkout.sessions
      .create({ ui_mode: 'embedded_page', line_items: [monthlyLine()], return_url: 'http://localhost/x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'mode' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        ui_mode: 'embedded_page',
        line_items: [monthlyLine()],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'return_url' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        ui_mode: 'embedded_page',
        return_url: 'http://localhost/x',
        // The line without its quantity.
        line_items: [{ price_data: recurringLine('x', 100).price_data }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'line_items[0][quantity]' });
  });

  it('rejects what real Stripe rejects: unknown coupon, removed parameters, mixed customer fields, old ui_mode', async () => {
    const base = {
      mode: 'subscription' as const,
      ui_mode: 'embedded_page' as const,
      return_url: 'http://localhost/r',
      line_items: [monthlyLine()],
    };
    await expect(
      stripe.checkout.sessions.create({ ...base, discounts: [{ coupon: 'NOPE' }] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'discounts[0][coupon]',
    });
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        payment_method_types: ['card'],
      } as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown' });
    await expect(
      stripe.checkout.sessions.create({ ...base, customer: 'cus_x', customer_email: 'a@b.c' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        ui_mode: 'embedded',
      } as unknown as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'ui_mode' });
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        discounts: [{ coupon: 'BUSQYNOVO10' }],
        allow_promotion_codes: true,
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers a bad or missing API key with 401', async () => {
    const badKey = emulatorClient(emulator.url, 'sk_live_nope');
    const error = await badKey.customers.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401 });
    const response = await fetch(`${emulator.url}/v1/customers`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('idempotency', () => {
  it('returns the same object for a repeated Idempotency-Key and creates nothing new', async () => {
    const params = { email: 'idem@example.com' };
    const first = await stripe.customers.create(params, { idempotencyKey: 'create-idem-customer' });
    const second = await stripe.customers.create(params, { idempotencyKey: 'create-idem-customer' });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    const list = await stripe.customers.list({ email: 'idem@example.com' });
    expect(list.data).toHaveLength(1);

    await expect(
      stripe.customers.create({ email: 'different@example.com' }, { idempotencyKey: 'create-idem-customer' }),
    ).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });
});
