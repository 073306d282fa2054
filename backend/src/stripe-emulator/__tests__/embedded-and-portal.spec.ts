import { runInNewContext } from 'node:vm';

import type Stripe from 'stripe';

import { parentOriginOf } from '../pages/pay-page';
import { startStripeEmulator, type StripeEmulator } from '../server';
import { embeddedSubscription, recurringLine } from '../testing/checkout-params';
import { completeSession } from '../testing/control';
import { emulatorClient } from '../testing/webhook-receiver';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0, webhookSecret: 'whsec_embedded' });
  stripe = emulatorClient(emulator.url);
});
afterAll(() => emulator.close());

const get = async (path: string) => {
  const response = await fetch(`${emulator.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

const post = (path: string, form: Record<string, string>) =>
  fetch(`${emulator.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

async function product(id: string, name: string) {
  return stripe.products.create({ id, name, metadata: { plan: name } });
}

async function paidSubscription(productId: string, amount: number): Promise<Stripe.Subscription> {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    ui_mode: 'embedded_page',
    customer_email: 'ana@example.com',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'brl',
          unit_amount: amount,
          recurring: { interval: 'month' },
          product: productId,
        },
      },
    ],
    return_url: 'http://localhost:3000/checkout-return?session_id={CHECKOUT_SESSION_ID}',
  });
  const done = await completeSession(emulator.url, session.id, {
    payment: 'card',
    card: '4242424242424242',
  });
  return done.json.subscription as Stripe.Subscription;
}

describe('the browser object (GET /v3/emulator.js)', () => {
  it('is served as JavaScript that defines a Stripe-shaped StripeEmulator()', async () => {
    const script = await get('/v3/emulator.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const window: Record<string, unknown> = { location: { href: 'http://localhost:3000/checkout' } };
    runInNewContext(script.body, {
      window,
      document: { currentScript: { src: `${emulator.url}/v3/emulator.js` } },
      URL,
    });
    const factory = window.StripeEmulator as () => Record<string, unknown>;
    const instance = factory();
    for (const name of [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      'createEmbeddedCheckoutPage',
    ]) {
      expect(typeof instance[name]).toBe('function');
    }
    await expect((instance.createToken as () => Promise<unknown>)()).rejects.toThrow(/não é suportado/);
  });
});

/** Runs emulator.js against a minimal window and document, as a page on http://localhost:3000 would. */
function browserObject(script: string) {
  const listeners = new Set<(event: unknown) => void>();
  const frames: { src: string; title: string; contentWindow: object; parentNode: unknown }[] = [];
  const assign = jest.fn();
  const element = {
    appendChild(child: (typeof frames)[number]) {
      child.parentNode = element;
      frames.push(child);
    },
    removeChild(child: (typeof frames)[number]) {
      frames.splice(frames.indexOf(child), 1);
    },
  };
  const window: Record<string, unknown> = {
    location: { href: 'http://localhost:3000/checkout', origin: 'http://localhost:3000', assign },
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) => listeners.delete(listener),
  };
  const document = {
    currentScript: { src: `${emulator.url}/v3/emulator.js` },
    createElement: () => ({ src: '', title: '', style: {}, contentWindow: {}, parentNode: null }),
    querySelector: () => element,
  };
  runInNewContext(script, { window, document, URL, Promise });
  const stripe = (window.StripeEmulator as () => Record<string, (options: unknown) => Promise<unknown>>)();
  const post = (data: unknown, origin = emulator.url, source?: object) =>
    listeners.forEach((listener) => listener({ origin, source: source ?? frames[0]?.contentWindow, data }));
  return { stripe, element, frames, assign, listeners, post };
}

const completed = (extra: Record<string, unknown>) => ({
  source: 'stripe-emulator',
  type: 'checkout.completed',
  payment: 'card',
  redirectUrl: 'http://localhost:3000/checkout-return?session_id=cs_1',
  voucherUrl: null,
  redirectOnCompletion: 'if_required',
  ...extra,
});

describe('emulator.js embedded checkout in a page', () => {
  let script: string;
  beforeAll(async () => {
    script = (await get('/v3/emulator.js')).body;
  });

  it('mounts the embedded /pay page for the client secret and answers only its own iframe and origin', async () => {
    const page = browserObject(script);
    const onComplete = jest.fn();
    const checkout = (await page.stripe.createEmbeddedCheckoutPage?.({
      clientSecret: 'cs_1_secret_x',
      onComplete,
    })) as { mount(el: unknown): void; destroy(): void };
    checkout.mount(page.element);
    expect(page.frames[0]?.src).toBe(
      `${emulator.url}/pay/cs_1_secret_x?embedded=1&parent_origin=${encodeURIComponent('http://localhost:3000')}`,
    );
    page.post(completed({}), 'http://evil.example');
    page.post(completed({}), emulator.url, {});
    page.post({ ...completed({}), source: 'other' });
    expect(onComplete).not.toHaveBeenCalled();
    page.post(completed({}));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(page.assign).not.toHaveBeenCalled();

    checkout.destroy();
    expect(page.frames).toHaveLength(0);
    expect(page.listeners.size).toBe(0);
  });

  it("redirects to return_url for 'always' and takes a boleto to its voucher", async () => {
    const page = browserObject(script);
    const onComplete = jest.fn();
    const checkout = (await page.stripe.createEmbeddedCheckoutPage?.({
      fetchClientSecret: () => Promise.resolve('cs_2_secret_y'),
      onComplete,
    })) as { mount(el: unknown): void };
    checkout.mount(page.element);
    page.post(completed({ redirectOnCompletion: 'always' }));
    expect(page.assign).toHaveBeenLastCalledWith('http://localhost:3000/checkout-return?session_id=cs_1');
    page.post(completed({ payment: 'boleto', voucherUrl: `${emulator.url}/boleto/cs_2` }));
    expect(page.assign).toHaveBeenLastCalledWith(`${emulator.url}/boleto/cs_2`);
    expect(onComplete).not.toHaveBeenCalled();
  });
});

describe('embedded mode of /pay', () => {
  it('takes redirect_on_completion for embedded sessions only', async () => {
    const line = recurringLine('P', 4990);
    const ifRequired = await stripe.checkout.sessions.create(
      embeddedSubscription([line], { redirect_on_completion: 'if_required' }),
    );
    expect(ifRequired.redirect_on_completion).toBe('if_required');
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        ui_mode: 'embedded_page',
        redirect_on_completion: 'never',
        line_items: [line],
        return_url: 'http://localhost:3000/x',
      }),
    ).rejects.toMatchObject({ param: 'return_url' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        redirect_on_completion: 'if_required',
        line_items: [line],
        success_url: 'http://localhost:3000/x',
      }),
    ).rejects.toMatchObject({ param: 'redirect_on_completion' });
  });

  it('answers only the origin that framed it, and only a real origin', async () => {
    const session = await stripe.checkout.sessions.create(
      embeddedSubscription([recurringLine('Profissional', 4990)]),
    );
    const page = await get(
      `/pay/${session.client_secret ?? ''}?embedded=1&parent_origin=${encodeURIComponent('http://localhost:3000')}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.body).toContain('"embedded":true,"parentOrigin":"http://localhost:3000"');
    const hostile = await get(
      `/pay/${session.id}?embedded=1&parent_origin=${encodeURIComponent('javascript:alert(1)')}`,
    );
    expect(hostile.body).toContain('"embedded":true,"parentOrigin":null');
    const hosted = await get(`/pay/${session.id}`);
    expect(hosted.body).toContain('"embedded":false,"parentOrigin":null');
  });

  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://busqy.com.br', 'https://busqy.com.br'],
    ['http://localhost:3000/checkout', null],
    ['file:///etc', null],
    ['nope', null],
  ])('parentOriginOf(%s) = %s', (raw, expected) => {
    expect(parentOriginOf(raw)).toBe(expected);
  });
});

describe('billing portal plan switch', () => {
  it('offers the other plans of the same cadence and switches with customer.subscription.updated', async () => {
    await product('prod_switch_pro', 'Profissional');
    await product('prod_switch_top', 'Top Afiliado');
    const current = await paidSubscription('prod_switch_pro', 4990);
    await paidSubscription('prod_switch_top', 11990); // makes a Top Afiliado monthly price known
    const portal = await stripe.billingPortal.sessions.create({
      customer: current.customer as string,
      return_url: 'http://localhost:3000/area-usuario',
    });
    const page = await get(`/portal/${portal.id}`);
    expect(page.body).toContain('Trocar de plano');
    expect(page.body).toContain('Top Afiliado');
    const priceId = /<option value="(price_\w+)">\s*Top Afiliado/.exec(page.body)?.[1] ?? '';

    const switched = await post(`/portal/${portal.id}/switch`, { subscription: current.id, price: priceId });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('http://localhost:3000/area-usuario');
    const after = await stripe.subscriptions.retrieve(current.id, { expand: ['items.data.price.product'] });
    expect((after.items.data[0]?.price.product as Stripe.Product).name).toBe('Top Afiliado');
    const events = await stripe.events.list({ type: 'customer.subscription.updated' });
    expect(events.data.some((event) => (event.data.object as Stripe.Subscription).id === current.id)).toBe(
      true,
    );

    const refused = await post(`/portal/${portal.id}/switch`, {
      subscription: current.id,
      price: 'price_nope',
    });
    expect(refused.status).toBe(400);
  });

  it('refuses a second product with the same id', async () => {
    await product('prod_once', 'Elite');
    await expect(product('prod_once', 'Elite')).rejects.toMatchObject({ code: 'resource_already_exists' });
  });
});
