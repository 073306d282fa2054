import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';

export interface ClaimedResetRequest {
  id: number;
  email: string;
  /** Including this one. */
  attempts: number;
}

const MAX_ERROR_LENGTH = 1000;

/** The password_reset_outbox table: accepted requests waiting for their e-mail (durable, shared). */
@Injectable()
export class ResetOutboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  async add(email: string): Promise<void> {
    await this.db.insertInto('password_reset_outbox').values({ email }).execute();
  }

  /**
   * Leases up to `limit` due requests for `leaseMs` and counts the attempt. FOR UPDATE SKIP LOCKED keeps
   * concurrent instances off each other's rows; a lease left by a crashed instance expires.
   */
  async claim(limit: number, leaseMs: number): Promise<ClaimedResetRequest[]> {
    const now = sql<Date>`now()`;
    const rows = await this.db
      .updateTable('password_reset_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        claimed_until: sql<Date>`now() + (${leaseMs}::integer * interval '1 millisecond')`,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('password_reset_outbox')
          .select('id')
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)]))
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'email', 'attempts'])
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Done (mail sent, or no account): the address is not kept. */
  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('password_reset_outbox').where('id', '=', id).execute();
  }

  async retryLater(id: number, nextAttemptAt: Date, error: string, giveUp: boolean): Promise<void> {
    await this.db
      .updateTable('password_reset_outbox')
      .set({
        next_attempt_at: nextAttemptAt,
        last_error: error.slice(0, MAX_ERROR_LENGTH),
        claimed_until: null,
        failed_at: giveUp ? sql<Date>`now()` : null,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Whether a request is due now (not leased, not given up). */
  async hasDue(): Promise<boolean> {
    const now = sql<Date>`now()`;
    const row = await this.db
      .selectFrom('password_reset_outbox')
      .select('id')
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Given-up requests hold an address: they go after `days` days. */
  async deleteFailedOlderThan(days: number): Promise<number> {
    const result = await this.db
      .deleteFrom('password_reset_outbox')
      .where('failed_at', '<', sql<Date>`now() - (${days}::integer * interval '1 day')`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
