import Stripe from 'stripe';
import request from 'supertest';

import { KyselyUsersRepository } from '../src/users/kysely-users.repository';
import { WEBHOOK_MESSAGES } from '../src/webhooks/webhooks.controller';
import {
  completeCheckout,
  deliver,
  embeddedSession,
  emulatorControl,
  eventsOfCustomer,
  type SignedInUser,
  signedInUser,
  userRecord,
} from './support/checkout-fixtures';
import { useTestApp, WEBHOOK_SECRET } from './support/test-app';

describe('POST /webhooks/stripe (events of the Stripe emulator, signed like Stripe signs them)', () => {
  const { testApp } = useTestApp({ withStripeEmulator: true });

  /** A user who went through checkout for Top Afiliado monthly and paid as told. */
  async function checkedOut(payment: Record<string, unknown>): Promise<{
    user: SignedInUser;
    session: Stripe.Checkout.Session;
    events: () => Promise<Stripe.Event[]>;
  }> {
    const user = await signedInUser(testApp());
    const session = await embeddedSession(testApp(), user, { planName: 'Top Afiliado', interval: 'month' });
    await completeCheckout(testApp(), session.id, payment);
    return { user, session, events: () => eventsOfCustomer(testApp(), session.customer as string) };
  }

  async function deliverAll(events: Stripe.Event[]): Promise<void> {
    for (const event of events) {
      const response = await deliver(testApp(), event);
      expect(response.status).toBe(200);
    }
  }

  it.each([
    ['an object without id, type or data', '{"coupon":"biannual"}'],
    ['an event whose data.object is null', '{"id":"evt_fuzz","type":"x","data":{"object":null}}'],
    ['an array', '[1,2]'],
    ['a string', '"evt"'],
  ])('answers 400 (not 500) to a correctly signed body that is not an event: %s', async (_case, payload) => {
    const response = await request(testApp().app.getHttpServer())
      .post('/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(WEBHOOK_MESSAGES.malformedEvent);
  });

  it('answers 400 to a missing or wrong signature and applies nothing', async () => {
    const { user, events } = await checkedOut({ payment: 'card', card: '4242424242424242' });
    const [completed] = (await events()).filter((event) => event.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed');

    const wrongSecret = await deliver(testApp(), completed, 'whsec_someone_else');
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.message).toBe('Assinatura do webhook inválida');
    const unsigned = await request(testApp().app.getHttpServer())
      .post('/webhooks/stripe')
      .set('content-type', 'application/json')
      .send(JSON.stringify(completed));
    expect(unsigned.status).toBe(400);
    const altered = await request(testApp().app.getHttpServer())
      .post('/webhooks/stripe')
      .set('content-type', 'application/json')
      .set(
        'stripe-signature',
        Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(completed),
          secret: WEBHOOK_SECRET,
        }),
      )
      .send(JSON.stringify({ ...completed, type: 'customer.subscription.deleted' }));
    expect(altered.status).toBe(400);
    expect(await userRecord(testApp(), user)).toMatchObject({
      subscription_plan: null,
      subscription_active: null,
    });
  });

  it('a card payment activates the plan at once with its period in Unix seconds', async () => {
    const { user, events } = await checkedOut({ payment: 'card', card: '4242424242424242' });
    await deliverAll(await events());
    const record = await userRecord(testApp(), user);
    expect(record).toMatchObject({
      subscription_plan: 'Top Afiliado',
      subscription_active: true,
      subscription_status: 'active',
    });
    const start = record.subscription_start as number;
    const end = record.subscription_end as number;
    expect(Math.abs(start - Date.now() / 1000)).toBeLessThan(120);
    expect(end - start).toBeGreaterThanOrEqual(28 * 86400);
    expect(end - start).toBeLessThanOrEqual(31 * 86400);
  });

  it('refuses a second checkout while the subscription is active (409)', async () => {
    const { user, events } = await checkedOut({ payment: 'card', card: '4242424242424242' });
    await deliverAll(await events());
    const response = await request(testApp().app.getHttpServer())
      .post('/create-embedded-checkout-session')
      .set('Cookie', user.cookie)
      .send({ planName: 'Elite', interval: 'month' })
      .expect(409);
    expect(response.body.message).toBe('Você já tem uma assinatura ativa!');
  });

  it('the same event delivered five times (at once) changes the user once', async () => {
    const { user, events } = await checkedOut({ payment: 'card', card: '4242424242424242' });
    const completed = (await events()).find((event) => event.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed');
    const write = jest.spyOn(testApp().app.get(KyselyUsersRepository), 'writeSubscription');
    try {
      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(testApp(), completed)));
      // One applies it; the others are duplicates (200) once it is applied, or 409 while it is being
      // applied (Stripe then delivers again).
      for (const response of responses) expect([200, 409]).toContain(response.status);
      const uses = write.mock.calls.filter(([uid]) => uid === user.uid);
      expect(uses).toHaveLength(1);
      expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1);
    } finally {
      write.mockRestore();
    }
    expect(await userRecord(testApp(), user)).toMatchObject({ subscription_active: true });
  });

  it('boleto: inactive until paid, then active, whatever order the events arrive in', async () => {
    const { user, session, events } = await checkedOut({ payment: 'boleto' });
    await deliverAll([...(await events())].reverse());
    expect(await userRecord(testApp(), user)).toMatchObject({
      subscription_plan: 'Top Afiliado',
      subscription_active: false,
      subscription_status: 'incomplete',
    });

    await emulatorControl(testApp(), `/_emulator/checkout/sessions/${session.id}/boleto`, {
      outcome: 'paid',
    });
    const all = await events();
    // Newest first, each twice: the final state is still the true one.
    await deliverAll([...all].reverse().flatMap((event) => [event, event]));
    expect(await userRecord(testApp(), user)).toMatchObject({
      subscription_active: true,
      subscription_status: 'active',
    });
  });

  it('an expired boleto never activates', async () => {
    const { user, session, events } = await checkedOut({ payment: 'boleto' });
    await emulatorControl(testApp(), `/_emulator/checkout/sessions/${session.id}/boleto`, {
      outcome: 'expired',
    });
    await deliverAll(await events());
    expect(await userRecord(testApp(), user)).toMatchObject({
      subscription_active: false,
      subscription_status: 'incomplete_expired',
    });
  });

  it('a failed renewal and a cancellation deactivate, even when older events arrive last', async () => {
    const renewal = await checkedOut({ payment: 'card', card: '4242424242424242' });
    const subscriptionOf = async (customer: string): Promise<string> => {
      const state = await emulatorControl(testApp(), '/_emulator/state');
      const found = (state.subscriptions as { id: string; customer: string }[]).find(
        (candidate) => candidate.customer === customer,
      );
      if (!found) throw new Error(`no subscription for ${customer}`);
      return found.id;
    };
    const renewedId = await subscriptionOf(renewal.session.customer as string);
    await emulatorControl(testApp(), `/_emulator/subscriptions/${renewedId}/renewal`, { outcome: 'failed' });
    const renewalEvents = await renewal.events();
    // The deactivating events first, then the original activation ones.
    const activation = renewalEvents.slice(0, 4);
    await deliverAll([...renewalEvents.slice(4), ...activation]);
    expect(await userRecord(testApp(), renewal.user)).toMatchObject({ subscription_active: false });

    const cancel = await checkedOut({ payment: 'card', card: '4242424242424242' });
    await deliverAll(await cancel.events());
    expect(await userRecord(testApp(), cancel.user)).toMatchObject({ subscription_active: true });
    await emulatorControl(
      testApp(),
      `/_emulator/subscriptions/${await subscriptionOf(cancel.session.customer as string)}/cancel`,
      {},
    );
    const cancelEvents = await cancel.events();
    await deliverAll([cancelEvents[cancelEvents.length - 1] as Stripe.Event, ...cancelEvents]);
    expect(await userRecord(testApp(), cancel.user)).toMatchObject({
      subscription_active: false,
      subscription_status: 'canceled',
    });
  });

  it('ignores events about customers it does not know, and event types it does not handle', async () => {
    const unknown = {
      id: 'evt_unknown_customer',
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1,
      data: { object: { id: 'sub_x', object: 'subscription', customer: 'cus_nobody', metadata: {} } },
    } as unknown as Stripe.Event;
    expect((await deliver(testApp(), unknown)).status).toBe(200);
    const other = { ...unknown, id: 'evt_other_type', type: 'payment_intent.created' } as Stripe.Event;
    expect((await deliver(testApp(), other)).status).toBe(200);
  });
});
