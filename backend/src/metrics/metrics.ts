import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Kysely, sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { portugueseMessageFor } from '../common/error-messages';
import { poolStats } from '../database/create-database';
import type { Database } from '../database/schema';
import { isPrivateAddress } from './private-address';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OUTBOXES = ['tracking_outbox', 'password_reset_outbox'] as const;

/**
 * GET /metrics (Prometheus text, prom-client): requests per route (rate, errors by status, duration),
 * the outboxes (depth, age of the oldest waiting row, rows given up), open billing alerts (money a person
 * must return), the database pool and Node's own
 * figures. Only for private addresses: request.ip is the client as resolved through TRUSTED_PROXIES,
 * so a scraper inside the cluster is answered and a public client coming through the proxy is not.
 * Outbox figures are read from the database at scrape time: every instance reports the shared tables.
 */
export function registerMetrics(app: NestFastifyApplication, db: Kysely<Database>): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const outboxRows = new Gauge({
    name: 'outbox_rows',
    help: 'Rows of each outbox: waiting (to send or retry) and failed (given up).',
    labelNames: ['outbox', 'state'],
    registers,
  });
  const outboxAge = new Gauge({
    name: 'outbox_oldest_waiting_age_seconds',
    help: 'Age of the oldest row still waiting in each outbox (0 when none).',
    labelNames: ['outbox'],
    registers,
  });
  const billingAlertsOpen = new Gauge({
    name: 'billing_alerts_open',
    help: 'Payments a person must return by hand (a duplicate paid by a non-refundable method), unresolved.',
    registers,
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = poolStats(db);
      if (stats === null) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  async function readOutboxes(): Promise<void> {
    for (const table of OUTBOXES) {
      // The tracking outbox keeps delivered rows for a while (delivered_at); the reset outbox deletes them.
      const waiting =
        table === 'tracking_outbox'
          ? sql`delivered_at is null and failed_at is null`
          : sql`failed_at is null`;
      const { rows } = await sql<{ waiting: string; failed: string; oldest: string | null }>`
        select count(*) filter (where ${waiting}) as waiting,
               count(*) filter (where failed_at is not null) as failed,
               extract(epoch from now() - min(created_at) filter (where ${waiting})) as oldest
        from ${sql.table(table)}`.execute(db);
      const row = rows[0];
      outboxRows.set({ outbox: table, state: 'waiting' }, Number(row?.waiting ?? 0));
      outboxRows.set({ outbox: table, state: 'failed' }, Number(row?.failed ?? 0));
      outboxAge.set({ outbox: table }, Math.max(0, Number(row?.oldest ?? 0)));
    }
  }

  async function readBillingAlerts(): Promise<void> {
    const row = await db
      .selectFrom('billing_alerts')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    billingAlertsOpen.set(Number(row?.open ?? 0));
  }

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  fastify.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!isPrivateAddress(request.ip)) {
      return reply
        .code(403)
        .send({ statusCode: 403, error: 'Forbidden', message: portugueseMessageFor(403) });
    }
    try {
      await readOutboxes();
      await readBillingAlerts();
    } catch (error) {
      // The database being down is itself visible (readyz, pool); the other figures still answer.
      request.log.warn({ err: error }, 'metrics: outbox figures unavailable');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
