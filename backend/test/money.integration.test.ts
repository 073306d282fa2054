import request from 'supertest';
import type Stripe from 'stripe';

import { quote } from '../src/catalog/quote';
import { KyselyUsersRepository } from '../src/users/kysely-users.repository';
import { CHECKOUT_MESSAGES, NEW_REFERRAL_CODES_PER_USER } from '../src/checkout/checkout.service';
import { BillingAlertsRepository } from '../src/webhooks/billing-alerts.repository';
import {
  DUPLICATE_NOT_REFUNDABLE_NOTICE,
  DUPLICATE_PAYMENT_NOTICE,
} from '../src/webhooks/subscription-sync.service';
import { embeddedSubscription, recurringLine } from '../src/stripe-emulator/testing/checkout-params';
import {
  completeCheckout,
  deliver,
  embeddedSession,
  emulatorControl,
  eventsOfCustomer,
  postFromSite,
  type SignedInUser,
  signedInUser,
  stripeFor,
  userRecord,
} from './support/checkout-fixtures';
import { SITE_ORIGIN, useTestApp } from './support/test-app';

const CARD = { payment: 'card', card: '4242424242424242' };

/** Issue 10 item 2: who a customer is, one active subscription per user, checkout quotas. */
describe('money: customers, duplicate payments, checkout limits (Stripe emulator)', () => {
  const { testApp } = useTestApp({ withStripeEmulator: true, env: { CHECKOUT_MAX_PER_USER: '4' } });

  const users = () => testApp().app.get(KyselyUsersRepository);

  async function deliverEventsOf(customerId: string): Promise<void> {
    for (const event of await eventsOfCustomer(testApp(), customerId)) {
      expect((await deliver(testApp(), event)).status).toBe(200);
    }
  }

  it('a forged webhook naming another user does not link that user to a foreign customer', async () => {
    const victim = await signedInUser(testApp(), 'Vitima');
    const attacker = await signedInUser(testApp(), 'Atacante');
    const session = await embeddedSession(testApp(), attacker, { planName: 'Elite', interval: 'month' });
    const [created] = (await eventsOfCustomer(testApp(), session.customer as string)).filter(
      (event) => event.type === 'customer.created',
    );
    if (created === undefined) throw new Error('no customer.created');
    // A correctly signed event whose object claims the victim's uid for the attacker's customer.
    const forged = {
      ...created,
      id: 'evt_forged_1',
      type: 'checkout.session.completed',
      data: { object: { ...session, metadata: { uid: victim.uid } } },
    } as unknown as Stripe.Event;
    expect((await deliver(testApp(), forged)).status).toBe(200);
    expect(await users().customerIdOf(victim.uid)).toBeNull();
    // The victim can still pay, with a customer of their own.
    const own = await embeddedSession(testApp(), victim, { planName: 'Elite', interval: 'month' });
    expect(own.customer).not.toBe(session.customer);
    const customer = (await stripeFor(testApp()).customers.retrieve(
      own.customer as string,
    )) as Stripe.Customer;
    expect(customer.metadata.uid).toBe(victim.uid);
  });

  it('a stored customer deleted in Stripe, or someone else’s, is replaced at the next checkout', async () => {
    const user = await signedInUser(testApp(), 'Cliente Apagado');
    const first = await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
    await stripeFor(testApp()).customers.del(first.customer as string);
    const second = await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
    expect(second.customer).not.toBe(first.customer);
    expect(await users().customerIdOf(user.uid)).toBe(second.customer);

    const other = await stripeFor(testApp()).customers.create({ metadata: { uid: 'someone-else' } });
    await users().linkCustomer(user.uid, null, other.id, second.customer as string);
    const third = await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
    expect([other.id, second.customer]).not.toContain(third.customer);
    // The portal is never opened on a customer that is not the user's.
    await stripeFor(testApp()).customers.del(third.customer as string);
    await postFromSite(testApp(), user, '/api/create-customer-portal-session', {}).expect(404);
  });

  it('a new checkout session expires the user’s earlier open ones (an old tab can no longer be paid)', async () => {
    const user = await signedInUser(testApp(), 'Duas Abas');
    const older = await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
    const newer = await embeddedSession(testApp(), user, { planName: 'Top Afiliado', interval: 'month' });
    const stripe = stripeFor(testApp());
    expect((await stripe.checkout.sessions.retrieve(older.id)).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(newer.id)).status).toBe('open');
    await expect(completeCheckout(testApp(), older.id, CARD)).rejects.toThrow();
  });

  it('a second completed payment is cancelled and refunded, and the user is told', async () => {
    const user: SignedInUser = await signedInUser(testApp(), 'Pagou Duas Vezes');
    const first = await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
    const customer = first.customer as string;
    // The race the expiry cannot stop: a second session made at the same moment (straight in Stripe),
    // both paid.
    const stripe = stripeFor(testApp());
    const second = await stripe.checkout.sessions.create(
      embeddedSubscription([recurringLine('Elite', 9990)], {
        customer,
        metadata: { uid: user.uid },
        subscription_data: { metadata: { uid: user.uid } },
      }),
    );
    await completeCheckout(testApp(), first.id, CARD);
    await completeCheckout(testApp(), second.id, CARD);
    await deliverEventsOf(customer);

    const subscriptions = await stripe.subscriptions.list({ customer, status: 'all' });
    const statuses = subscriptions.data.map((subscription) => subscription.status).sort();
    expect(statuses).toEqual(['active', 'canceled']);
    // The one created first is kept (ties within a second go by id, the same on every instance).
    const cancelled = subscriptions.data.find((subscription) => subscription.status === 'canceled');
    const sessions = await Promise.all(
      [first.id, second.id].map((id) => stripe.checkout.sessions.retrieve(id)),
    );
    const refundedSession = sessions.find((session) => session.subscription === cancelled?.id);
    const keptSession = sessions.find((session) => session.subscription !== cancelled?.id);
    if (refundedSession === undefined || keptSession === undefined) throw new Error('sessions not found');

    const refunds = await stripe.refunds.list({ limit: 100 });
    const refunded = refunds.data.filter((refund) => refund.metadata?.subscription === cancelled?.id);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      amount: refundedSession.amount_total,
      reason: 'duplicate',
      status: 'succeeded',
    });

    expect(await userRecord(testApp(), user)).toMatchObject({
      subscription_active: true,
      billing_notice: DUPLICATE_PAYMENT_NOTICE,
    });
    const statusOf = (id: string, cookie?: string) => {
      const call = request(testApp().app.getHttpServer()).get(`/session-status?session_id=${id}`);
      return (cookie === undefined ? call : call.set('Cookie', cookie)).expect(200);
    };
    const status = await statusOf(refundedSession.id, user.cookie);
    expect(status.body).toMatchObject({ status: 'complete', notice: DUPLICATE_PAYMENT_NOTICE });
    expect(status.body.customer_email).toEqual(expect.any(String));
    const keptStatus = await statusOf(keptSession.id, user.cookie);
    expect(keptStatus.body.notice).toBeUndefined();
    // Without the owner's session: the status only, no e-mail and no notice.
    for (const cookie of [undefined, (await signedInUser(testApp(), 'Curiosa')).cookie]) {
      const stranger = await statusOf(refundedSession.id, cookie);
      expect(stranger.body).toEqual({ status: 'complete', customer_email: null, payment_status: 'paid' });
    }

    // Delivering everything again changes nothing: one refund, one active subscription.
    await deliverEventsOf(customer);
    const again = await stripe.refunds.list({ limit: 100 });
    expect(again.data.filter((refund) => refund.metadata?.subscription === cancelled?.id)).toHaveLength(1);
  });

  it('4 parallel session creations for one user leave exactly one open session', async () => {
    const user = await signedInUser(testApp(), 'Quatro Abas');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        postFromSite(testApp(), user, '/create-embedded-checkout-session', {
          planName: 'Elite',
          interval: 'month',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const customer = await users().customerIdOf(user.uid);
    if (customer === null) throw new Error('no customer');
    const open = await stripeFor(testApp()).checkout.sessions.list({ customer, status: 'open', limit: 100 });
    expect(open.data).toHaveLength(1);
  });

  it('while a boleto is pending, a new checkout answers 409 with a Portuguese message', async () => {
    const user = await signedInUser(testApp(), 'Boleto Pendente');
    const first = await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
    await completeCheckout(testApp(), first.id, { payment: 'boleto' });
    const again = await postFromSite(testApp(), user, '/create-embedded-checkout-session', {
      planName: 'Elite',
      interval: 'month',
    }).expect(409);
    expect(again.body.message).toBe(CHECKOUT_MESSAGES.boletoPending);
    // Once the boleto expires unpaid, a new checkout is possible again.
    await emulatorControl(testApp(), `/_emulator/checkout/sessions/${first.id}/boleto`, {
      outcome: 'expired',
    });
    await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
  });

  it('a duplicate paid by boleto (not refundable) is flagged for a person, the user told, and not retried', async () => {
    const user = await signedInUser(testApp(), 'Boleto Duplicado');
    const first = await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
    const customer = first.customer as string;
    const stripe = stripeFor(testApp());
    const second = await stripe.checkout.sessions.create(
      embeddedSubscription([recurringLine('Elite', 9990)], {
        customer,
        allowed_payment_method_types: ['card', 'boleto'],
        metadata: { uid: user.uid },
        subscription_data: { metadata: { uid: user.uid } },
      }),
    );
    await completeCheckout(testApp(), first.id, CARD);
    // The subscription created first is the one kept (ties within a second go by id): a second later,
    // the boleto's is the duplicate.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await completeCheckout(testApp(), second.id, { payment: 'boleto' });
    await emulatorControl(testApp(), `/_emulator/checkout/sessions/${second.id}/boleto`, { outcome: 'paid' });
    // Every event is acknowledged (200): retrying could never refund a boleto.
    await deliverEventsOf(customer);

    const statuses = (await stripe.subscriptions.list({ customer, status: 'all' })).data.map((s) => s.status);
    expect(statuses.sort()).toEqual(['active', 'canceled']);
    const alerts = (await testApp().app.get(BillingAlertsRepository).open()).filter(
      (alert) => alert.uid === user.uid,
    );
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'duplicate_not_refundable', amount: second.amount_total }),
    ]);
    expect(await userRecord(testApp(), user)).toMatchObject({
      subscription_active: true,
      billing_notice: DUPLICATE_NOT_REFUNDABLE_NOTICE,
    });
    // Delivered again: still acknowledged, still one alert.
    await deliverEventsOf(customer);
    const again = (await testApp().app.get(BillingAlertsRepository).open()).filter(
      (alert) => alert.uid === user.uid,
    );
    expect(again).toHaveLength(1);
  });

  it('reuses one Stripe coupon per referral code (deterministic id), however many checkouts use it', async () => {
    const stripe = stripeFor(testApp());
    const couponId = quote('Elite', 'month', 'ref_AMIGA2024').discount?.couponId ?? 'none';
    const before = (await stripe.coupons.list({ limit: 100 })).data.length;
    for (const name of ['Indicada Um', 'Indicada Dois', 'Indicada Tres']) {
      const user = await signedInUser(testApp(), name);
      const session = await embeddedSession(testApp(), user, {
        planName: 'Elite',
        interval: 'month',
        couponId: 'ref_AMIGA2024',
      });
      expect(session.discounts?.[0]?.coupon).toBe(couponId);
    }
    const coupons = (await stripe.coupons.list({ limit: 100 })).data;
    expect(coupons.filter((coupon) => coupon.id === couponId)).toHaveLength(1);
    expect(coupons).toHaveLength(before + 1);
  });

  it('limits checkout sessions per user (429 + Retry-After, Portuguese message)', async () => {
    const user = await signedInUser(testApp(), 'Muitos Cliques');
    const create = () =>
      postFromSite(testApp(), user, '/create-embedded-checkout-session', {
        planName: 'Elite',
        interval: 'month',
      });
    for (let index = 0; index < 4; index += 1) expect((await create()).status).toBe(200);
    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Muitas tentativas de iniciar o pagamento. Aguarde alguns minutos e tente novamente.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await signedInUser(testApp(), 'Outro Cliente');
    await request(testApp().app.getHttpServer())
      .post('/create-embedded-checkout-session')
      .set('Cookie', other.cookie)
      .set('Origin', SITE_ORIGIN)
      .send({ planName: 'Elite', interval: 'month' })
      .expect(200);
  });
});

describe('referral coupons are capped (REFERRAL_COUPONS_MAX)', () => {
  const { testApp } = useTestApp({ withStripeEmulator: true, env: { REFERRAL_COUPONS_MAX: '1' } });

  it('a coupon per validated code, no new codes past the cap, none for invented shapes', async () => {
    const stripe = stripeFor(testApp());
    const before = (await stripe.coupons.list({ limit: 100 })).data.length;
    const buy = async (name: string, couponId: string) =>
      postFromSite(testApp(), await signedInUser(testApp(), name), '/create-embedded-checkout-session', {
        planName: 'Elite',
        interval: 'month',
        couponId,
      });
    expect((await buy('Primeira Indicada', 'ref_JOANA')).status).toBe(200);
    expect((await buy('Segunda Indicada', 'ref_JOANA')).status).toBe(200);
    const capped = await buy('Terceira Indicada', 'ref_OUTRA');
    expect(capped.status).toBe(400);
    expect(capped.body.message).toBe(CHECKOUT_MESSAGES.referralUnavailable);
    expect((await buy('Pix Indicada', 'ref_PIX-CHAVE-11999990000')).status).toBe(400);
    expect((await stripe.coupons.list({ limit: 100 })).data).toHaveLength(before + 1);
  });
});

describe('one account cannot use the referral cap up with invented codes', () => {
  const { testApp } = useTestApp({ withStripeEmulator: true });

  it(`at most ${NEW_REFERRAL_CODES_PER_USER} codes no one used before per user and day; known codes stay open to them`, async () => {
    const user = await signedInUser(testApp(), 'Muitos Codigos');
    const buy = (couponId: string) =>
      postFromSite(testApp(), user, '/create-embedded-checkout-session', {
        planName: 'Elite',
        interval: 'month',
        couponId,
      });
    // Someone else brought ref_CONHECIDO in first.
    const other = await signedInUser(testApp(), 'Outra Pessoa');
    expect(
      (
        await postFromSite(testApp(), other, '/create-embedded-checkout-session', {
          planName: 'Elite',
          interval: 'month',
          couponId: 'ref_CONHECIDO',
        })
      ).status,
    ).toBe(200);
    for (let code = 1; code <= NEW_REFERRAL_CODES_PER_USER; code += 1) {
      expect((await buy(`ref_NOVO${code}`)).status).toBe(200);
    }
    const refused = await buy('ref_NOVO_DEMAIS');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CHECKOUT_MESSAGES.tooManyNewReferralCodes);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A code already known (theirs or someone else's) is not a new one.
    expect((await buy('ref_NOVO1')).status).toBe(200);
    expect((await buy('ref_CONHECIDO')).status).toBe(200);
  });
});
