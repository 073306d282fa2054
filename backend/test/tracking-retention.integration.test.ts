import { Logger } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { loadConfig } from '../src/config/app-config';
import type { Database } from '../src/database/schema';
import { OutboxRetentionService } from '../src/tracking/outbox-retention.service';
import { OutboxRepository } from '../src/tracking/outbox.repository';
import type { ServerEvent } from '../src/tracking/tracking-events';
import { useMemoryDatabase } from './support/memory-database';
import { cadastroEvent } from './support/server-events';

type State = 'pending' | 'claimed' | 'delivered' | 'failed';
const STATES: State[] = ['pending', 'claimed', 'delivered', 'failed'];

function serverEvent(eventId: string): ServerEvent {
  return cadastroEvent(eventId, {
    client_ip_address: '203.0.113.9',
    client_user_agent: 'Mozilla/5.0 (Busqy test)',
  });
}

/** Stores an event of the given state whose row was created `ageDays` days ago. */
async function seed(db: Kysely<Database>, outbox: OutboxRepository, state: State, ageDays: number) {
  const eventId = `${state}-${ageDays}d`;
  await outbox.insert(serverEvent(eventId), `test:${eventId}`);
  await db
    .updateTable('tracking_outbox')
    .set({
      created_at: sql<Date>`now() - (${ageDays}::numeric * interval '1 day')`,
      attempts: state === 'pending' ? 0 : 3,
      delivered_at: state === 'delivered' ? sql<Date>`now()` : null,
      failed_at: state === 'failed' ? sql<Date>`now()` : null,
      last_error: state === 'failed' ? 'HTTP 400' : null,
      claimed_by: state === 'claimed' ? 'worker-1' : null,
      claimed_until: state === 'claimed' ? sql<Date>`now() + interval '5 minutes'` : null,
    })
    .where('event_id', '=', eventId)
    .execute();
  return eventId;
}

const remaining = async (db: Kysely<Database>) =>
  (await db.selectFrom('tracking_outbox').select('event_id').orderBy('event_id').execute()).map(
    (row) => row.event_id,
  );

describe('tracking outbox retention (PGlite in memory)', () => {
  const db = useMemoryDatabase();
  let outbox: OutboxRepository;

  beforeEach(() => {
    outbox = new OutboxRepository(db());
  });

  it('deletes rows older than the given days in every state and keeps the recent ones', async () => {
    const old: string[] = [];
    const recent: string[] = [];
    for (const state of STATES) {
      old.push(await seed(db(), outbox, state, 31), await seed(db(), outbox, state, 400));
      recent.push(await seed(db(), outbox, state, 0), await seed(db(), outbox, state, 29.9));
    }

    expect(await outbox.deleteOlderThan(30)).toBe(old.length);
    expect(await remaining(db())).toEqual([...recent].sort());
    // Nothing is left to remove: a second pass deletes nothing.
    expect(await outbox.deleteOlderThan(30)).toBe(0);
    // A shorter retention takes the 29.9-day-old rows too.
    expect(await outbox.deleteOlderThan(1)).toBe(STATES.length);
    expect(await remaining(db())).toEqual(STATES.map((state) => `${state}-0d`).sort());
  });

  it('runs at boot without holding it up, logs the count, and stops its timer on destroy', async () => {
    for (const state of STATES) {
      await seed(db(), outbox, state, 8);
      await seed(db(), outbox, state, 1);
    }
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    const clearIntervalSpy = jest.spyOn(global, 'clearInterval');
    try {
      const config = loadConfig({ TRACKING_RETENTION_DAYS: '7' });
      const service = new OutboxRetentionService(outbox, config);

      // Returns at once: the first pass is not awaited by the boot sequence.
      expect(service.onApplicationBootstrap()).toBeUndefined();
      expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 60 * 60_000);
      // onModuleDestroy waits for the pass in flight, so the rows are gone once it resolves.
      await service.onModuleDestroy();
      expect(await remaining(db())).toEqual(STATES.map((state) => `${state}-1d`).sort());
      expect(log).toHaveBeenCalledWith('Tracking outbox retention: removed 4 event(s) older than 7 days');
      const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
      expect(clearIntervalSpy).toHaveBeenCalledWith(timer);
    } finally {
      log.mockRestore();
      setIntervalSpy.mockRestore();
      clearIntervalSpy.mockRestore();
    }
  });
});
