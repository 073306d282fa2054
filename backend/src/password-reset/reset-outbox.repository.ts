import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import { deleteOlderThan, dueIds, isDue, leaseEnd, MAX_ERROR_LENGTH } from '../database/outbox-queries';
import type { Database } from '../database/schema';

export interface ClaimedResetRequest {
  id: number;
  email: string;
  /** Including this one. */
  attempts: number;
}

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
    const rows = await this.db
      .updateTable('password_reset_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: leaseEnd(leaseMs) }))
      .where('id', 'in', dueIds(this.db, 'password_reset_outbox', limit))
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
    const row = await this.db
      .selectFrom('password_reset_outbox')
      .select('id')
      .where(isDue)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Given-up requests hold an address: they go after `days` days. */
  deleteFailedOlderThan(days: number): Promise<number> {
    return deleteOlderThan(this.db, 'password_reset_outbox', 'failed_at', days);
  }
}
