import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import { deleteOlderThan, dueIds, leaseEnd, MAX_ERROR_LENGTH } from '../database/outbox-queries';
import type { Database } from '../database/schema';
import type { ServerEvent } from './tracking-events';

export interface ClaimedEvent {
  id: number;
  eventId: string;
  attempts: number;
  payload: ServerEvent;
}

export interface OutboxCounts {
  pending: number;
  delivered: number;
  failed: number;
}

export interface OutboxEntry {
  id: number;
  eventId: string;
  eventName: string;
  createdAt: Date;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  lastError: string | null;
  payload: ServerEvent;
}

/** A retry: how many attempts the event has had, when to try next, or that it was given up. */
export interface FailedAttempt {
  id: number;
  attempts: number;
  nextAttemptAt: Date;
  giveUp: boolean;
}

/** The tracking_outbox table: events in, claims and delivery results out. */
@Injectable()
export class OutboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  /**
   * Stores the event unless its dedupe key (sender or paid session + event_id) is already there; true
   * when it was new.
   */
  async insert(event: ServerEvent, dedupeKey: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('tracking_outbox')
      .values({
        event_id: event.event_id,
        dedupe_key: dedupeKey,
        event_name: event.event_name,
        event_time: event.event_time,
        payload: JSON.stringify(event),
      })
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Whether the outbox holds `maxRows` rows (counting stops there, so the check stays cheap). */
  async isFull(maxRows: number): Promise<boolean> {
    const row = await this.db
      .selectFrom((eb) => eb.selectFrom('tracking_outbox').select('id').limit(maxRows).as('capped'))
      .select((eb) => eb.fn.countAll<string | number>().as('rows'))
      .executeTakeFirstOrThrow();
    return Number(row.rows) >= maxRows;
  }

  /**
   * Leases up to `limit` due events to `workerId` for `leaseMs`, oldest first, in one statement
   * (see dueIds). A lease left by a crashed worker expires.
   */
  async claim(workerId: string, limit: number, leaseMs: number): Promise<ClaimedEvent[]> {
    const rows = await this.db
      .updateTable('tracking_outbox')
      .set({ claimed_by: workerId, claimed_until: leaseEnd(leaseMs) })
      .where('id', 'in', dueIds(this.db, 'tracking_outbox', limit).where('delivered_at', 'is', null))
      .returning(['id', 'event_id', 'attempts', 'payload'])
      .execute();
    return rows
      .map((row) => ({
        id: row.id,
        eventId: row.event_id,
        attempts: row.attempts,
        payload: parsePayload(row.payload),
      }))
      .sort((a, b) => a.id - b.id);
  }

  async markDelivered(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('tracking_outbox')
      .set((eb) => ({
        delivered_at: sql<Date>`now()`,
        attempts: eb('attempts', '+', 1),
        last_error: null,
        claimed_by: null,
        claimed_until: null,
      }))
      .where('id', 'in', [...ids])
      .where('delivered_at', 'is', null)
      .execute();
  }

  /** Records a failed attempt per event: its next try, or that it is given up (failed_at). */
  async markFailed(failures: readonly FailedAttempt[], error: string): Promise<void> {
    if (failures.length === 0) return;
    const lastError = error.slice(0, MAX_ERROR_LENGTH);
    await this.db.transaction().execute(async (trx) => {
      for (const failure of failures) {
        await trx
          .updateTable('tracking_outbox')
          .set({
            attempts: failure.attempts,
            last_error: lastError,
            next_attempt_at: failure.nextAttemptAt,
            failed_at: failure.giveUp ? sql<Date>`now()` : null,
            claimed_by: null,
            claimed_until: null,
          })
          .where('id', '=', failure.id)
          .where('delivered_at', 'is', null)
          .execute();
      }
    });
  }

  /** Gives claimed events back untouched (e.g. the request was cut short by a shutdown). */
  async release(ids: readonly number[], workerId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('tracking_outbox')
      .set({ claimed_by: null, claimed_until: null })
      .where('id', 'in', [...ids])
      .where('claimed_by', '=', workerId)
      .execute();
  }

  async counts(): Promise<OutboxCounts> {
    const row = await this.db
      .selectFrom('tracking_outbox')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.count<string | number>('delivered_at').as('delivered'),
        eb.fn.count<string | number>('failed_at').as('failed'),
      ])
      .executeTakeFirstOrThrow();
    const total = Number(row.total);
    const delivered = Number(row.delivered);
    const failed = Number(row.failed);
    return { pending: total - delivered - failed, delivered, failed };
  }

  async latest(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('tracking_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      eventName: row.event_name,
      createdAt: row.created_at,
      attempts: row.attempts,
      status: row.delivered_at !== null ? 'delivered' : row.failed_at !== null ? 'failed' : 'pending',
      nextAttemptAt: row.next_attempt_at,
      deliveredAt: row.delivered_at,
      lastError: row.last_error,
      payload: parsePayload(row.payload),
    }));
  }

  /**
   * Deletes every event stored more than `days` days ago, whatever its state: the rows hold the
   * client's IP and user agent in clear, and LGPD's necessity principle forbids keeping them for ever.
   */
  deleteOlderThan(days: number): Promise<number> {
    return deleteOlderThan(this.db, 'tracking_outbox', 'created_at', days);
  }

  /** Puts given-up events back in the queue (after the cause, e.g. a wrong token, was fixed). */
  async requeueFailed(): Promise<number> {
    const result = await this.db
      .updateTable('tracking_outbox')
      .set({ failed_at: null, attempts: 0, next_attempt_at: sql<Date>`now()` })
      .where('failed_at', 'is not', null)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

/** jsonb comes back parsed from pg and PGlite alike; a string is parsed defensively. */
function parsePayload(value: unknown): ServerEvent {
  return (typeof value === 'string' ? JSON.parse(value) : value) as ServerEvent;
}
