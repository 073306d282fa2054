import { randomBytes } from 'node:crypto';

import { Client } from 'pg';
import Stripe from 'stripe';

import { startStripeEmulator } from '../src/stripe-emulator/server';
import { createStripeClient } from '../src/stripe/stripe.provider';
import { embeddedSubscription, recurringLine } from '../src/stripe-emulator/testing/checkout-params';
import { createTestUser } from './support/auth-emulator';
import { type ApiProcess, startApiProcess, startRoundRobinProxy } from './support/api-instances';
import { startSmtpCatcher, type SmtpCatcher } from './support/password-reset-smtp-catcher';
import { requiredDatabaseUrl } from './support/postgres';
import { SITE_ORIGIN, WEBHOOK_SECRET } from './support/test-app';
import { FakeGraphApi } from './support/tracking-fake-graph';

jest.setTimeout(90_000); // two processes booting on a shared 2-core machine

const databaseUrl = requiredDatabaseUrl();
const now = () => Math.floor(Date.now() / 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

/**
 * Issue 10 item 4: TWO API processes (started from the sources) on ONE PostgreSQL schema, behind a
 * round-robin proxy standing in for the load balancer / the shell's proxy. Shared state lives in the
 * database, so they must behave as one. Needs a real server: a *.postgres.test.ts suite, run by the
 * API's PostgreSQL pass only (DATABASE_URL set; see jest.config.cjs); PGlite is one process by nature.
 */
describe('two API instances on one PostgreSQL', () => {
  const schema = `two_${process.pid}_${randomBytes(4).toString('hex')}`;
  let emulator: Awaited<ReturnType<typeof startStripeEmulator>>;
  let graph: FakeGraphApi;
  let smtp: SmtpCatcher;
  let instances: ApiProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let stripe: Stripe;

  beforeAll(async () => {
    emulator = await startStripeEmulator({ port: 0, host: '127.0.0.1', webhookSecret: WEBHOOK_SECRET });
    graph = await new FakeGraphApi().start();
    smtp = await startSmtpCatcher();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
      STRIPE_EMULATOR_URL: emulator.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_SITE_URL: SITE_ORIGIN,
      SMTP_URL: smtp.url,
      PASSWORD_RESET_MAX_PER_EMAIL: '3',
      PASSWORD_RESET_MAX_PER_CLIENT: '1000',
      TRACKING_MAX_PER_CLIENT_PER_MINUTE: '6',
      META_PIXEL_ID: '1234567890',
      META_ACCESS_TOKEN: 'EAAB-test-token',
      META_GRAPH_URL: graph.url,
      TRACKING_DELIVERY_INTERVAL_MS: '30',
      TRACKING_BATCH_SIZE: '3',
    };
    // One after the other: the first creates the schema and migrates it.
    instances.push(await startApiProcess(env));
    instances.push(await startApiProcess(env));
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
    stripe = createStripeClient({
      secretKey: 'sk_test_emulator',
      endpoint: { host: '127.0.0.1', port: Number(new URL(emulator.url).port), protocol: 'http' },
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    instances = [];
    await proxy?.close();
    await emulator?.close();
    await graph?.close();
    await smtp?.close();
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
      body: JSON.stringify(body),
    });

  const trackingEvent = (eventId: string) => ({
    event_name: 'checkout_iniciado',
    event_time: now(),
    event_id: eventId,
    user_data: { em: 'ana@example.com', fn: 'Ana' },
    custom_data: { currency: 'BRL' },
    consent: 'granted',
  });

  it('counts rate limits once across both instances', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await post(proxy.url, '/meta-capi', trackingEvent(`rl-${index}`), {
        'x-forwarded-for': '203.0.113.50',
      });
      answers.push(response.status);
    }
    // 6 per client per minute in total, not 6 per instance (which would let all 12 through).
    expect(answers.filter((status) => status === 202)).toHaveLength(6);
    expect(answers.filter((status) => status === 429)).toHaveLength(6);

    const resets: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      resets.push((await post(proxy.url, '/api/password-reset', { email: 'limite@example.com' })).status);
    }
    expect(resets).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('applies one webhook delivered to both instances at once exactly once', async () => {
    const uid = `two-instances-${randomBytes(3).toString('hex')}`;
    const customer = await stripe.customers.create({ email: `${uid}@example.com`, metadata: { uid } });
    const client = new Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await client.connect();
    await client.query('insert into users (uid, email, stripe_customer_id) values ($1, $2, $3)', [
      uid,
      `${uid}@example.com`,
      customer.id,
    ]);
    const session = await stripe.checkout.sessions.create(
      embeddedSubscription([recurringLine('Elite', 9990)], { customer: customer.id, metadata: { uid } }),
    );
    await fetch(`${emulator.url}/_emulator/checkout/sessions/${session.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment: 'card', card: '4242424242424242' }),
    });
    const completed = (
      await stripe.events.list({ type: 'checkout.session.completed', limit: 100 })
    ).data.find((event) => (event.data.object as { id: string }).id === session.id);
    if (completed === undefined) throw new Error('no checkout.session.completed');
    const payload = JSON.stringify(completed);
    const deliver = (base: string) =>
      post(base, '/webhooks/stripe', completed, {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { duplicate?: boolean },
      }));

    const [first, second] = await Promise.all(instances.map((instance) => deliver(instance.url)));
    const applied = [first, second].filter(
      (answer) => answer?.status === 200 && answer.body.duplicate === false,
    );
    expect(applied).toHaveLength(1);
    for (const answer of [first, second]) expect([200, 409]).toContain(answer?.status);
    // A later redelivery (Stripe retrying the 409) is a duplicate on either instance.
    for (const instance of instances) {
      expect(await deliver(instance.url)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    }
    const { rows } = await client.query('select subscription_active from users where uid = $1', [uid]);
    const events = await client.query('select processed_at, claimed_until from stripe_events where id = $1', [
      completed.id,
    ]);
    await client.end();
    expect(rows).toEqual([{ subscription_active: true }]);
    expect(events.rows).toEqual([{ processed_at: expect.any(Date), claimed_until: null }]);
  });

  it('delivers outbox events exactly once (tracking to Meta, password-reset mail)', async () => {
    const ids = Array.from({ length: 20 }, (_, index) => `once-${index}`);
    for (const [index, id] of ids.entries()) {
      const response = await post(proxy.url, '/meta-capi', trackingEvent(id), {
        'x-forwarded-for': `198.51.100.${index % 5}`,
      });
      expect(response.status).toBe(202);
    }
    await until(() => ids.every((id) => graph.delivered.has(id)));

    const users = await Promise.all([
      createTestUser('Ana Dois'),
      createTestUser('Bia Dois'),
      createTestUser('Caio Dois'),
    ]);
    for (const user of users)
      expect((await post(proxy.url, '/api/password-reset', { email: user.email })).status).toBe(200);
    await until(() => users.every((user) => smtp.messages.some((mail) => mail.to.includes(user.email))));

    await sleep(1500); // several more polling rounds of both workers: nothing may be sent again
    for (const id of ids) expect(graph.delivered.get(id)).toBe(1);
    for (const user of users) {
      expect(smtp.messages.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
    }
  });
});
