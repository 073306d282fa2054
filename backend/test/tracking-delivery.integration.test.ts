import type { Kysely } from 'kysely';
import request from 'supertest';

import type { Database } from '../src/database/schema';
import { GraphEventsClient } from '../src/tracking/graph-events.client';
import { OutboxDeliveryWorker } from '../src/tracking/outbox-delivery.worker';
import { OutboxRepository } from '../src/tracking/outbox.repository';
import type { ServerEvent } from '../src/tracking/tracking-events';
import { cadastroEvent } from './support/server-events';
import { accept, FakeGraphApi, serverError } from './support/tracking-fake-graph';
import {
  eventually,
  sharedDatabase,
  type SharedDatabase,
  startTrackingApp,
  type TrackingApp,
} from './support/tracking-test-app';
import { SITE_ORIGIN } from './support/test-app';

const PIXEL_ID = '1234567890';
const TOKEN = 'EAAB-test-token';

/** Fast timings so retries happen within the test. */
function deliveryEnv(graph: FakeGraphApi, extra: Record<string, string> = {}): Record<string, string> {
  return {
    META_PIXEL_ID: PIXEL_ID,
    META_ACCESS_TOKEN: TOKEN,
    META_GRAPH_URL: graph.url,
    TRACKING_DELIVERY_INTERVAL_MS: '20',
    TRACKING_RETRY_BASE_MS: '10',
    TRACKING_RETRY_MAX_MS: '40',
    ...extra,
  };
}

function eventBody(eventId: string) {
  return {
    event_name: 'checkout_iniciado',
    event_time: Math.floor(Date.now() / 1000),
    event_id: eventId,
    user_data: { em: 'ana@example.com', fn: 'Ana' },
    custom_data: { subscription_plan: 'Elite', interval: 'monthly', value: 187.9, currency: 'BRL' },
    consent: 'granted',
  };
}

async function postEvents(app: TrackingApp, ids: string[]): Promise<void> {
  for (const id of ids) {
    await request(app.app.getHttpServer())
      .post('/meta-capi')
      .set('Origin', SITE_ORIGIN)
      .send(eventBody(id))
      .expect(202);
  }
}

async function outboxState(db: Kysely<Database>) {
  return db
    .selectFrom('tracking_outbox')
    .select(['event_id', 'delivered_at', 'failed_at', 'attempts', 'claimed_by', 'last_error'])
    .orderBy('id')
    .execute();
}

const allDelivered = (db: Kysely<Database>, count: number) => async () => {
  const rows = await outboxState(db);
  return rows.length === count && rows.every((row) => row.delivered_at !== null);
};

const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

function expectEachDeliveredOnce(graph: FakeGraphApi, eventIds: string[]): void {
  expect(Object.fromEntries(graph.delivered)).toEqual(Object.fromEntries(eventIds.map((id) => [id, 1])));
}

describe('Conversions API delivery worker (fake Graph API)', () => {
  let graph: FakeGraphApi;
  let database: SharedDatabase | null = null;
  const apps: TrackingApp[] = [];
  /** Starts the app; the first call per test picks the database (persistent: survives a restart). */
  const start = async (env: Record<string, string>, { persistent = false } = {}) => {
    database ??= sharedDatabase({ persistent });
    const app = await startTrackingApp(database, env);
    apps.push(app);
    return app;
  };

  beforeEach(async () => {
    graph = await new FakeGraphApi().start();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await graph.close();
    await database?.drop();
    database = null;
  });

  it('retries through failures until every event is delivered exactly once, in batches', async () => {
    graph.failFirst(3);
    const app = await start(
      deliveryEnv(graph, { TRACKING_BATCH_SIZE: '4', META_TEST_EVENT_CODE: 'TEST4242' }),
    );
    const eventIds = ids('retry', 10);
    await postEvents(app, eventIds);

    await eventually(allDelivered(app.db, eventIds.length));
    expectEachDeliveredOnce(graph, eventIds);
    expect(graph.requests.filter((r) => r.status === 503)).toHaveLength(3);
    for (const r of graph.requests) {
      expect(r.path).toBe(`/v21.0/${PIXEL_ID}/events`);
      expect(r.accessToken).toBe(TOKEN);
      expect(r.testEventCode).toBe('TEST4242');
      expect(r.eventIds.length).toBeLessThanOrEqual(4);
    }
    const rows = await outboxState(app.db);
    // The first event went through the three failures: every attempt is counted.
    expect(rows[0]?.attempts).toBe(4);
    expect(rows.every((row) => row.last_error === null && row.claimed_by === null)).toBe(true);
  });

  it('loses nothing while the Graph API is down and resumes after a restart', async () => {
    // Accept two requests, then an outage: the app is stopped mid-way with events pending.
    let accepted = 0;
    let outage = true;
    graph.behaviour = (r) => {
      if (accepted < 2) {
        accepted += 1;
        return accept(r);
      }
      return outage ? serverError : accept(r);
    };
    const eventIds = ids('restart', 9);
    const first = await start(deliveryEnv(graph, { TRACKING_BATCH_SIZE: '2' }), { persistent: true });
    await postEvents(first, eventIds);
    await eventually(async () => graph.requests.some((r) => r.status === 503));
    await eventually(async () =>
      (await outboxState(first.db))
        .filter((row) => row.delivered_at === null)
        .every((row) => row.attempts > 0 || row.claimed_by === null),
    );
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    const delivered = [...graph.delivered.keys()];
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.length).toBeLessThan(eventIds.length);

    outage = false;
    const second = await start(deliveryEnv(graph, { TRACKING_BATCH_SIZE: '2' }));
    await eventually(allDelivered(second.db, eventIds.length));
    expectEachDeliveredOnce(graph, eventIds);
  });

  it('never sends the same event twice when two workers share the outbox', async () => {
    // Delivery off in the app: only the two workers below send.
    const app = await start({});
    const outbox = new OutboxRepository(app.db);
    const eventIds = ids('pair', 60);
    for (const id of eventIds) await outbox.insert(serverEvent(id), `test:${id}`);

    // Slow answers and a failure now and then keep both workers busy at the same time.
    graph.behaviour = (r) => (r.call % 5 === 0 ? serverError : accept(r));
    const slowSender = new GraphEventsClient(graph.url, {
      pixelId: PIXEL_ID,
      accessToken: TOKEN,
      testEventCode: null,
    });
    const workers = ['worker-a', 'worker-b'].map(
      (workerId) =>
        new OutboxDeliveryWorker(
          outbox,
          {
            send: async (events, signal) => {
              await new Promise((r) => setTimeout(r, 15));
              return slowSender.send(events, signal);
            },
          },
          {
            workerId,
            intervalMs: 10,
            batchSize: 7,
            maxAttempts: 50,
            retry: { baseMs: 5, maxMs: 20 },
            leaseMs: 60_000,
          },
          {
            warn: () => undefined,
            error: (message) => {
              throw new Error(message);
            },
          },
        ),
    );
    workers.forEach((worker) => worker.start());
    try {
      await eventually(allDelivered(app.db, eventIds.length));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expectEachDeliveredOnce(graph, eventIds);
  });

  it('isolates an event Meta rejects (400) so the rest of its batch is delivered', async () => {
    graph.behaviour = (r) =>
      r.eventIds.includes('bad-3')
        ? {
            status: 400,
            body: { error: { message: '(#100) Invalid parameter', type: 'GraphMethodException', code: 100 } },
          }
        : accept(r);
    const app = await start(deliveryEnv(graph, { TRACKING_BATCH_SIZE: '8', TRACKING_MAX_ATTEMPTS: '2' }));
    const eventIds = ids('bad', 6);
    await postEvents(app, eventIds);

    await eventually(async () =>
      (await outboxState(app.db)).every((row) => row.delivered_at !== null || row.failed_at !== null),
    );
    const good = eventIds.filter((id) => id !== 'bad-3');
    expectEachDeliveredOnce(graph, good);
    const bad = (await outboxState(app.db)).find((row) => row.event_id === 'bad-3');
    expect(bad).toMatchObject({
      delivered_at: null,
      attempts: 2,
      last_error: 'HTTP 400: (#100) Invalid parameter',
    });
    expect(bad?.failed_at).not.toBeNull();
  });

  it('does not hold up shutdown when the Graph API hangs, and hands the events back', async () => {
    graph.behaviour = () => ({ status: 200, body: {}, hang: true });
    const app = await start(deliveryEnv(graph), { persistent: true });
    await postEvents(app, ['hang-1']);
    await eventually(async () => graph.requests.length > 0);

    const started = Date.now();
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect(Date.now() - started).toBeLessThan(3000);

    // Read with delivery off (no token): a delivering instance may claim the event again before the
    // read, which would count its own attempt (a race seen on PostgreSQL).
    const probe = await start({ META_GRAPH_URL: graph.url, TRACKING_DELIVERY_INTERVAL_MS: '20' });
    const [row] = await outboxState(probe.db);
    expect(row).toMatchObject({ event_id: 'hang-1', attempts: 0, claimed_by: null, delivered_at: null });
    await probe.close();
    apps.splice(apps.indexOf(probe), 1);

    graph.behaviour = accept;
    const next = await start(deliveryEnv(graph));
    await eventually(allDelivered(next.db, 1));
  });

  it('with no token configured, keeps events in the outbox and sends nothing', async () => {
    const app = await start({ META_GRAPH_URL: graph.url, TRACKING_DELIVERY_INTERVAL_MS: '20' });
    await postEvents(app, ['off-1', 'off-2']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(graph.requests).toHaveLength(0);
    const rows = await outboxState(app.db);
    expect(rows.map((row) => [row.event_id, row.delivered_at, row.attempts])).toEqual([
      ['off-1', null, 0],
      ['off-2', null, 0],
    ]);
  });
});

function serverEvent(eventId: string): ServerEvent {
  return cadastroEvent(eventId, { em: 'f'.repeat(64) }, { currency: 'BRL' });
}
