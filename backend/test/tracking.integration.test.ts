import { createHash } from 'node:crypto';

import { Kysely, sql } from 'kysely';
import request from 'supertest';

import { DATABASE } from '../src/database/database.module';
import type { Database } from '../src/database/schema';
import { MAX_CHARGE } from '../src/catalog/max-charge';
import { signedInUser } from './support/checkout-fixtures';
import { SITE_ORIGIN, useTestApp } from './support/test-app';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const now = () => Math.floor(Date.now() / 1000);

let sequence = 0;
function event(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    event_name: 'cadastro',
    event_time: now(),
    event_id: `evt-api-${Date.now()}-${sequence}`,
    user_data: {
      em: '  Maria.Souza@Example.COM ',
      fn: 'Maria',
      ph: '(11) 98765-4321',
      external_id: 'UID-ABC123',
    },
    custom_data: {
      subscription_plan: 'Profissional',
      interval: 'biannual',
      value: 199.6,
      currency: 'BRL',
      coupon: 'BUSQYNOVO10',
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
    },
    consent: 'granted',
    ...overrides,
  };
}

describe('POST /meta-capi (delivery off: events wait in the outbox)', () => {
  const { testApp, server } = useTestApp();
  let db: Kysely<Database>;
  const post = (body: unknown, cookie?: string) => {
    const call = request(server())
      .post('/meta-capi')
      .set('Origin', SITE_ORIGIN)
      .set('Referer', `${SITE_ORIGIN}/cadastro?utm_source=instagram&email=maria@example.com`)
      .set('User-Agent', 'Mozilla/5.0 (Busqy test)')
      .set('X-Forwarded-For', '203.0.113.9');
    return (cookie === undefined ? call : call.set('Cookie', cookie)).send(body as object);
  };
  const rowsFor = (eventId: string) =>
    db.selectFrom('tracking_outbox').selectAll().where('event_id', '=', eventId).execute();

  beforeAll(async () => {
    db = testApp().app.get<Kysely<Database>>(DATABASE);
  });

  it('stores the event hashed, with IP, user agent and page, before answering 202 {ok:true}', async () => {
    const user = await signedInUser(testApp(), 'Maria Souza');
    const body = event({
      user_data: {
        em: `  ${user.email.toUpperCase()} `,
        fn: 'Maria',
        ph: '(11) 98765-4321',
        external_id: user.uid,
      },
    });
    const response = await post(body, user.cookie).expect(202);
    expect(response.body).toEqual({ ok: true });

    const [row] = await rowsFor(body.event_id);
    expect(row).toBeDefined();
    expect(row?.delivered_at).toBeNull();
    expect(row?.payload).toEqual({
      event_name: 'cadastro',
      event_time: body.event_time,
      event_id: body.event_id,
      action_source: 'website',
      event_source_url: `${SITE_ORIGIN}/cadastro`,
      user_data: {
        em: sha256(user.email.toLowerCase()),
        fn: sha256('maria'),
        ph: sha256('5511987654321'),
        external_id: sha256(user.uid.toLowerCase()),
        // supertest connects from loopback, the trusted shell proxy: its X-Forwarded-For is believed.
        client_ip_address: '203.0.113.9',
        client_user_agent: 'Mozilla/5.0 (Busqy test)',
      },
      custom_data: body.custom_data,
    });
  });

  it('keeps no plain e-mail, name or phone anywhere in the stored row', async () => {
    const body = event();
    await post(body).expect(202);
    const result = await sql<{
      row: string;
    }>`select t::text as row from tracking_outbox t where event_id = ${body.event_id}`.execute(db);
    const text = result.rows[0]?.row.toLowerCase() ?? '';
    expect(text).toContain(body.event_id.toLowerCase());
    for (const plain of ['maria.souza', 'example.com', 'maria', '98765', '4321', 'uid-abc123']) {
      expect(text).not.toContain(plain);
    }
  });

  it('accepts a repeated event_id and stores it once', async () => {
    const body = event();
    await post(body).expect(202);
    await post({ ...body, event_name: 'checkout_iniciado' }).expect(202);
    const rows = await rowsFor(body.event_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.event_name).toBe('cadastro');
  });

  it('takes already hashed contact fields as they are and leaves out empty ones', async () => {
    const user = await signedInUser(testApp(), 'Hash Pronto');
    const hashed = sha256(user.email.toLowerCase());
    const body = event({ user_data: { em: hashed.toUpperCase(), fn: '' } });
    await post(body, user.cookie).expect(202);
    const [row] = await rowsFor(body.event_id);
    expect((row?.payload as { user_data: unknown }).user_data).toEqual({
      em: hashed,
      client_ip_address: '203.0.113.9',
      client_user_agent: 'Mozilla/5.0 (Busqy test)',
    });
  });

  it('takes an event whose visitor is not known yet (em and fn null)', async () => {
    const body = event({ user_data: { em: null, fn: null } });
    await post(body).expect(202);
    const [row] = await rowsFor(body.event_id);
    expect((row?.payload as { user_data: unknown }).user_data).toEqual({
      client_ip_address: '203.0.113.9',
      client_user_agent: 'Mozilla/5.0 (Busqy test)',
    });
  });

  it.each([
    ['an unknown event_name', { event_name: 'Purchase' }, /O campo event_name deve ser um destes valores: /],
    ['event_time in milliseconds', { event_time: Date.now() }, /event_time/],
    ['event_time eight days old', { event_time: now() - 8 * 24 * 3600 }, /event_time/],
    ['event_time two hours ahead', { event_time: now() + 7200 }, /event_time/],
    ['an empty event_id', { event_id: '' }, /event_id/],
    ['an event_id over 100 characters', { event_id: 'x'.repeat(101) }, /event_id/],
    ['no user_data', { user_data: undefined }, /user_data/],
    [
      'an e-mail that is not a string',
      { user_data: { em: 42, fn: 'Ana' } },
      /O campo user_data\.em deve ser um texto\./,
    ],
    ['an unknown user_data field', { user_data: { em: 'a@b.co', fn: 'A', city: 'x' } }, /city/],
    [
      'a currency other than BRL',
      { custom_data: { currency: 'USD' } },
      /O campo custom_data\.currency deve ser um destes valores: BRL\./,
    ],
    ['a negative value', { custom_data: { currency: 'BRL', value: -1 } }, /value/],
    [
      'an over-long utm_source',
      { custom_data: { currency: 'BRL', utm_source: 'u'.repeat(201) } },
      /utm_source/,
    ],
    ['an unknown top-level field', { fbp: 'fb.1.2.3' }, /fbp/],
  ])('refuses %s with a 400 and a message', async (_case, overrides, message) => {
    const body = event(overrides);
    const response = await post(body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(Array) });
    expect((response.body as { message: string[] }).message.join('\n')).toMatch(message);
    expect(await rowsFor(body.event_id)).toHaveLength(0);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await request(server())
      .post('/meta-capi')
      .set('Origin', SITE_ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"event_name": ')
      .expect(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('refuses a body over 16 KiB with a 413, though other routes take up to 1 MiB', async () => {
    const body = event({ user_data: { em: 'a@b.co', fn: 'x'.repeat(17 * 1024) } });
    const response = await post(body).expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: expect.any(String),
    });
    expect(await rowsFor(body.event_id)).toHaveLength(0);
  });

  it('refuses a write from another origin (CSRF) and needs no sign-in', async () => {
    const body = event();
    await request(server()).post('/meta-capi').set('Origin', 'https://evil.example').send(body).expect(403);
    expect(await rowsFor(body.event_id)).toHaveLength(0);
    // No cookie, no token: visitors' events (e.g. cadastro right after sign-up) are taken.
    await request(server()).post('/meta-capi').set('Origin', SITE_ORIGIN).send(event()).expect(202);
  });

  it("drops an e-mail or id that is not the signed-in user's own, and keeps the event", async () => {
    const anonymous = event();
    await post(anonymous).expect(202);
    const [row] = await rowsFor(anonymous.event_id);
    const userData = (row?.payload as { user_data: Record<string, string> }).user_data;
    expect(userData).not.toHaveProperty('em');
    expect(userData).not.toHaveProperty('external_id');
    expect(userData.fn).toBe(sha256('maria'));

    const someoneElse = await signedInUser(testApp(), 'Outra Pessoa');
    const foreign = event({ user_data: { em: 'vitima@example.com', external_id: 'uid-da-vitima' } });
    await post(foreign, someoneElse.cookie).expect(202);
    const [foreignRow] = await rowsFor(foreign.event_id);
    expect((foreignRow?.payload as { user_data: object }).user_data).toEqual({
      client_ip_address: '203.0.113.9',
      client_user_agent: 'Mozilla/5.0 (Busqy test)',
    });
  });

  it.each([
    ['consent denied', { consent: 'denied' }],
    ['no consent answer (an older page, a visitor who never chose)', { consent: undefined }],
  ])('with %s answers 202 and stores nothing', async (_case, change) => {
    const body = { ...event(), ...change };
    const response = await post(body).expect(202);
    expect(response.body).toEqual({ ok: true });
    expect(await rowsFor(body.event_id)).toEqual([]);
  });

  it('refuses a value above what one checkout of the catalog can charge (400, Portuguese)', async () => {
    const over = event({ custom_data: { currency: 'BRL', value: MAX_CHARGE / 100 + 0.01 } });
    const response = await post(over).expect(400);
    expect(JSON.stringify(response.body.message)).toContain('o maior valor do catálogo');
    expect(await rowsFor(over.event_id)).toEqual([]);
    const top = event({ custom_data: { currency: 'BRL', value: MAX_CHARGE / 100 } });
    await post(top).expect(202);
  });
});
