import { type Kysely, sql } from 'kysely';

import type { Database } from './schema';

/** The durable queues the API works off: rows are leased to one instance, retried, then given up. */
export type OutboxTable = 'tracking_outbox' | 'password_reset_outbox';

/** How much of a delivery error a row keeps. */
export const MAX_ERROR_LENGTH = 1000;

/** A row is due when it is not given up, its time has come and no live lease holds it. */
export const isDue = sql<boolean>`failed_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())`;

/** The end of a lease taken now for `leaseMs`. */
export function leaseEnd(leaseMs: number) {
  return sql<Date>`now() + (${leaseMs}::integer * interval '1 millisecond')`;
}

/** Deletes the rows whose `column` (a moment) lies more than `days` days back; answers how many. */
export async function deleteOlderThan(
  db: Kysely<Database>,
  table: OutboxTable,
  column: 'created_at' | 'failed_at',
  days: number,
): Promise<number> {
  const result = await db
    .deleteFrom(table)
    .where(column, '<', sql<Date>`now() - (${days}::integer * interval '1 day')`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The ids of up to `limit` due rows, oldest first, locked for the claiming statement. FOR UPDATE SKIP
 * LOCKED keeps concurrent instances off each other's rows while they claim, and the lease keeps them
 * off afterwards; PGlite (one connection) runs statements one at a time, so it is safe there too.
 */
export function dueIds(db: Kysely<Database>, table: OutboxTable, limit: number) {
  return db.selectFrom(table).select('id').where(isDue).orderBy('id').limit(limit).forUpdate().skipLocked();
}
