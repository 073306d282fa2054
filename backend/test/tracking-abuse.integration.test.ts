import { Kysely, sql } from 'kysely';
import request from 'supertest';

import { DATABASE } from '../src/database/database.module';
import type { Database } from '../src/database/schema';
import { completeCheckout, embeddedSession, signedInUser } from './support/checkout-fixtures';
import { SITE_ORIGIN, useTestApp } from './support/test-app';

const now = () => Math.floor(Date.now() / 1000);
let sequence = 0;

function event(name: string, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    event_name: name,
    event_time: now(),
    event_id: `evt-abuse-${Date.now()}-${sequence}`,
    user_data: { em: 'ana@example.com', fn: 'Ana' },
    custom_data: { subscription_plan: 'Elite', interval: 'month', value: 999, currency: 'BRL' },
    consent: 'granted',
    ...overrides,
  };
}

/** Issue 10 item 3 (and the client IP of item 4): what a hostile client can no longer do to /meta-capi. */
describe('POST /meta-capi under abuse', () => {
  const { testApp } = useTestApp({
    withStripeEmulator: true,
    env: { TRACKING_MAX_PER_CLIENT_PER_MINUTE: '5', TRACKING_OUTBOX_MAX_ROWS: '100' },
  });
  let db: Kysely<Database>;
  const post = (body: unknown, client: string, cookie?: string) => {
    const call = request(testApp().app.getHttpServer())
      .post('/meta-capi')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', client);
    if (cookie !== undefined) call.set('Cookie', cookie);
    return call.send(body as object);
  };
  const rowsFor = (eventId: string) =>
    db.selectFrom('tracking_outbox').selectAll().where('event_id', '=', eventId).execute();

  beforeAll(async () => {
    db = testApp().app.get<Kysely<Database>>(DATABASE);
  });

  it('refuses a purchase event without a signed-in user who paid (403), and stores nothing', async () => {
    const anonymous = event('pagamento_confirmado');
    const response = await post(anonymous, '203.0.113.10').expect(403);
    expect(response.body.message).toBe(
      'Evento de compra aceito apenas para um pagamento confirmado da sua conta',
    );
    expect(await rowsFor(anonymous.event_id)).toEqual([]);

    const unpaid = await signedInUser(testApp(), 'Sem Pagamento');
    await embeddedSession(testApp(), unpaid, { planName: 'Elite', interval: 'month' }); // open, not paid
    const notPaid = event('PVNewSubs');
    await post(notPaid, '203.0.113.10', unpaid.cookie).expect(403);
    expect(await rowsFor(notPaid.event_id)).toEqual([]);
  });

  it("takes plan, value and currency of the user's paid session, never the body's; once per session", async () => {
    const user = await signedInUser(testApp(), 'Pagou Certo');
    const session = await embeddedSession(testApp(), user, { planName: 'Elite', interval: 'month' });
    await completeCheckout(testApp(), session.id, {
      payment: 'card',
      card: '4242424242424242',
    });
    const body = event('pagamento_confirmado', {
      custom_data: {
        subscription_plan: 'Inventado',
        interval: 'year',
        value: 999,
        currency: 'BRL',
        utm_source: 'x',
      },
    });
    await post(body, '203.0.113.11', user.cookie).expect(202);
    const [row] = await rowsFor(body.event_id);
    expect((row?.payload as { custom_data: unknown }).custom_data).toEqual({
      subscription_plan: 'Elite',
      interval: 'month',
      value: (session.amount_total ?? 0) / 100,
      currency: 'BRL',
      utm_source: 'x',
    });
    // The same purchase reported again under another event_id is not a second purchase.
    const again = event('pagamento_confirmado');
    await post(again, '203.0.113.11', user.cookie).expect(202);
    expect(await rowsFor(again.event_id)).toEqual([]);
  });

  it('an event_id sent first by another client does not pre-empt the real one', async () => {
    const real = event('cadastro');
    await post(real, '198.51.100.66').expect(202); // the attacker saw the id and sent it first
    await post(real, '203.0.113.12').expect(202);
    const rows = await rowsFor(real.event_id);
    expect(
      rows
        .map(
          (row) => (row.payload as { user_data: { client_ip_address: string } }).user_data.client_ip_address,
        )
        .sort(),
    ).toEqual(['198.51.100.66', '203.0.113.12']);
    // The same client repeating itself is still deduplicated.
    await post(real, '203.0.113.12').expect(202);
    expect(await rowsFor(real.event_id)).toHaveLength(2);
  });

  it('is rate limited per client (429 + Retry-After); other clients are not affected', async () => {
    for (let index = 0; index < 5; index += 1) await post(event('cadastro'), '203.0.113.13').expect(202);
    const refused = await post(event('cadastro'), '203.0.113.13').expect(429);
    expect(refused.body.message).toBe('Muitos eventos enviados. Tente novamente em instantes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await post(event('cadastro'), '203.0.113.14').expect(202);
  });

  it('bounds the outbox in volume: a full outbox drops new events', async () => {
    const { count } = await db
      .selectFrom('tracking_outbox')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const missing = 100 - Number(count);
    await sql`insert into tracking_outbox (event_id, dedupe_key, event_name, event_time, payload)
      select 'fill-' || g, 'fill-' || g, 'cadastro', 0, '{}'::jsonb from generate_series(1, ${missing}::integer) g`.execute(
      db,
    );
    const dropped = event('cadastro');
    await post(dropped, '203.0.113.15').expect(202);
    expect(await rowsFor(dropped.event_id)).toEqual([]);
  });
});

describe('client IP: X-Forwarded-For from a peer that is not a trusted proxy', () => {
  // Only 10.9.9.9 is a proxy: the test client (loopback) is not, so its header must be ignored.
  const { testApp } = useTestApp({
    env: { TRUSTED_PROXIES: '10.9.9.9', TRACKING_MAX_PER_CLIENT_PER_MINUTE: '2' },
  });

  it('does not change the client IP, so a spoofed header neither hides nor escapes the per-IP limit', async () => {
    const db = testApp().app.get<Kysely<Database>>(DATABASE);
    const spoofed = (client: string) =>
      request(testApp().app.getHttpServer())
        .post('/meta-capi')
        .set('Origin', SITE_ORIGIN)
        .set('X-Forwarded-For', client)
        .send(event('cadastro'));
    const first = event('cadastro');
    await request(testApp().app.getHttpServer())
      .post('/meta-capi')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', '203.0.113.99')
      .send(first)
      .expect(202);
    const [row] = await db
      .selectFrom('tracking_outbox')
      .selectAll()
      .where('event_id', '=', first.event_id)
      .execute();
    expect(
      (row?.payload as { user_data: { client_ip_address: string } }).user_data.client_ip_address,
    ).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    // A new spoofed address per request would have dodged a limit keyed on the header: 2 + 1 refused.
    await spoofed('198.51.100.1').expect(202);
    await spoofed('198.51.100.2').expect(429);
  });
});
