import request from 'supertest';
import type Stripe from 'stripe';

import { CatalogService } from '../src/catalog/catalog.service';
import { quote } from '../src/catalog/quote';
import { createStripeClient } from '../src/stripe/stripe.provider';
import { embeddedSubscription, recurringLine } from '../src/stripe-emulator/testing/checkout-params';
import {
  embeddedSession,
  emulatorControl,
  postFromSite,
  signedInUser,
  stripeFor,
} from './support/checkout-fixtures';
import { SITE_ORIGIN, useTestApp } from './support/test-app';

describe('GET /session-status (Stripe emulator through the stripe SDK)', () => {
  const { testApp, server } = useTestApp({ withStripeEmulator: true });

  it('answers 400 for a missing or malformed session_id, and for unknown query parameters', async () => {
    const missing = await request(server()).get('/session-status').expect(400);
    expect(missing.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/session_id/)]));
    await request(server()).get('/session-status?session_id=pi_123').expect(400);
    await request(server()).get('/session-status?session_id=cs_has-dash').expect(400);
    await request(server())
      .get(`/session-status?session_id=cs_${'a'.repeat(201)}`)
      .expect(400);
    await request(server()).get('/session-status?session_id=cs_test_1&session_id=cs_test_2').expect(400);
    await request(server()).get('/session-status?session_id=cs_test_1&extra=1').expect(400);
  });

  it('answers 404 for a session the provider does not know', async () => {
    const response = await request(server()).get('/session-status?session_id=cs_test_unknown123').expect(404);
    expect(response.body.message).toBe('Sessão de checkout não encontrada');
  });

  it("answers a real session's status, and 'complete' once it is paid", async () => {
    const stripe = createStripeClient(testApp().config.stripe);
    const session = await stripe.checkout.sessions.create(
      embeddedSubscription([recurringLine('Profissional', 4990)], { customer_email: 'cliente@example.com' }),
    );
    const open = await request(server()).get(`/session-status?session_id=${session.id}`).expect(200);
    // Asked without the owner's session: the status, never the payer's e-mail.
    expect(open.body).toEqual({ status: 'open', customer_email: null, payment_status: 'unpaid' });

    const completed = await fetch(
      `${testApp().stripeEmulatorUrl ?? ''}/_emulator/checkout/sessions/${session.id}/complete`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payment: 'card' }),
      },
    );
    expect(completed.ok).toBe(true);
    const done = await request(server()).get(`/session-status?session_id=${session.id}`).expect(200);
    expect(done.body).toEqual({ status: 'complete', customer_email: null, payment_status: 'paid' });
  });
});

describe('checkout sessions and portal (real stripe SDK against the emulator)', () => {
  const { testApp, server } = useTestApp({ withStripeEmulator: true });

  it('refuses anonymous callers', async () => {
    const body = { planName: 'Profissional', interval: 'month' };
    await request(server()).post('/create-embedded-checkout-session').send(body).expect(401);
    await request(server()).post('/create-checkout-session').send(body).expect(401);
    await request(server()).post('/api/create-customer-portal-session').send({}).expect(401);
  });

  it('prices an embedded session from the catalog only: a tampered price and e-mail are ignored', async () => {
    const user = await signedInUser(testApp(), 'Paula Preço');
    const session = await embeddedSession(testApp(), user, {
      email: 'outra-pessoa@example.com',
      planName: 'Top Afiliado',
      interval: 'month',
      price: 'R$ 1,00',
      priceRaw: '1.00',
    });
    expect(session).toMatchObject({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      redirect_on_completion: 'if_required',
      amount_total: 11990,
      currency: 'brl',
      payment_method_types: ['card', 'boleto'],
      client_reference_id: user.uid,
      metadata: { uid: user.uid, plan: 'Top Afiliado', plan_id: 'top-afiliado', interval: 'month' },
      return_url: `${SITE_ORIGIN}/checkout-return?session_id=${session.id}`,
    });
    const customer = (await stripeFor(testApp()).customers.retrieve(
      session.customer as string,
    )) as Stripe.Customer;
    expect(customer.email).toBe(user.email);
    expect(customer.metadata).toEqual({ uid: user.uid });
  });

  it('applies a catalog coupon as an amount_off coupon of BRL, first payment only', async () => {
    const user = await signedInUser(testApp());
    const offer = new CatalogService()
      .upsellOffers('Profissional', 'month')
      .offers.find((candidate) => candidate.checkout.couponId !== null);
    if (!offer?.checkout.couponId) throw new Error('the catalog has no upsell coupon for Profissional/month');
    const expected = quote(offer.checkout.planName, offer.checkout.interval, offer.checkout.couponId);
    const session = await embeddedSession(testApp(), user, {
      planName: offer.checkout.planName,
      interval: offer.checkout.interval,
      couponId: offer.checkout.couponId,
    });
    expect(session.amount_total).toBe(offer.checkout.amount);
    expect(session.amount_total).toBe(expected.amountDueToday);
    expect(session.total_details?.amount_discount).toBe(expected.discount?.amountOff);
    const coupon = await stripeFor(testApp()).coupons.retrieve(expected.discount?.couponId ?? '');
    expect(coupon).toMatchObject({
      amount_off: expected.discount?.amountOff,
      currency: 'brl',
      duration: 'once',
    });
    // The same coupon again is reused, not created twice.
    await embeddedSession(testApp(), user, {
      planName: offer.checkout.planName,
      interval: offer.checkout.interval,
      couponId: offer.checkout.couponId,
    });
  });

  it.each([
    [{ planName: 'Platina', interval: 'month' }, /Platina/],
    [{ planName: 'Profissional', interval: 'weekly' }, /interval/],
    [{ planName: 'Profissional', interval: 'month', couponId: 'NAO_EXISTE' }, /NAO_EXISTE/],
    [{ interval: 'month' }, /planName/],
  ])('answers 400 with a message for %j', async (body, message) => {
    const user = await signedInUser(testApp());
    const response = await postFromSite(testApp(), user, '/create-embedded-checkout-session', body).expect(
      400,
    );
    expect(JSON.stringify(response.body.message)).toMatch(message);
  });

  it('creates a hosted session and answers its url', async () => {
    const user = await signedInUser(testApp());
    const response = await postFromSite(testApp(), user, '/create-checkout-session', {
      userEmail: user.email,
      planName: 'Elite',
      interval: 'biannual',
    }).expect(200);
    expect(response.body.url).toMatch(/\/pay\/cs_/);
    const id = /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(response.body.url as string)?.[1] ?? '';
    const session = await stripeFor(testApp()).checkout.sessions.retrieve(id);
    expect(session).toMatchObject({ ui_mode: 'hosted_page', amount_total: 89960 });
  });

  it('makes one Stripe customer per user under parallel requests', async () => {
    const user = await signedInUser(testApp(), 'Pedro Paralelo');
    const sessions = await Promise.all(
      Array.from({ length: 6 }, () =>
        embeddedSession(testApp(), user, { planName: 'Profissional', interval: 'biannual' }),
      ),
    );
    const customers = new Set(sessions.map((session) => session.customer));
    expect(customers.size).toBe(1);
    const listed = await stripeFor(testApp()).customers.list({ email: user.email });
    expect(listed.data).toHaveLength(1);
  });

  it("opens the billing portal of the caller's own customer, and 404 without one", async () => {
    const user = await signedInUser(testApp());
    const none = await postFromSite(testApp(), user, '/api/create-customer-portal-session', {
      email: user.email,
    }).expect(404);
    expect(none.body.message).toBe('Nenhuma assinatura encontrada para este usuário');

    const session = await embeddedSession(testApp(), user, { planName: 'Profissional', interval: 'month' });
    const response = await postFromSite(testApp(), user, '/api/create-customer-portal-session', {
      email: 'someone-else@example.com',
    }).expect(200);
    expect(response.body.url).toMatch(/\/portal\/bps_/);
    const portalId = /\/portal\/(bps_\w+)/.exec(response.body.url as string)?.[1] ?? '';
    const state = await emulatorControl(testApp(), '/_emulator/state');
    const portal = (state.billing_portal_sessions as { id: string; customer: string }[]).find(
      (candidate) => candidate.id === portalId,
    );
    expect(portal?.customer).toBe(session.customer);
  });

  it('tells the browser to use the emulator (no publishable key configured)', async () => {
    const response = await request(server()).get('/api/checkout/config').expect(200);
    expect(response.body).toEqual({ emulatorUrl: testApp().stripeEmulatorUrl });
  });
});
