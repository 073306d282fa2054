import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';

/** How long an instance may apply one event before another may take it over (it re-reads Stripe). */
export const WEBHOOK_CLAIM_LEASE_MS = 60_000;

/** Webhook bookkeeping: the stripe_events table. */
@Injectable()
export class StripeEventsRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  /** Records the event unless it is known already. */
  async record(event: { id: string; type: string; created: number }): Promise<void> {
    await this.db
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, created: event.created })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  /**
   * Atomically leases the event for applying: true for exactly one of any number of concurrent
   * deliveries (on any instance), false while another holds an unexpired lease or once it is applied.
   * A lease left by an instance that died mid-apply expires, and the next delivery takes it.
   */
  async claim(eventId: string, leaseMs = WEBHOOK_CLAIM_LEASE_MS): Promise<boolean> {
    const now = sql<Date>`now()`;
    const row = await this.db
      .updateTable('stripe_events')
      .set({ claimed_until: sql<Date>`now() + (${leaseMs}::integer * interval '1 millisecond')` })
      .where('id', '=', eventId)
      .where('processed_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the event has been applied (false while it is leased or waiting for a retry). */
  async isApplied(eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('stripe_events')
      .select('processed_at')
      .where('id', '=', eventId)
      .executeTakeFirst();
    return row?.processed_at != null;
  }

  /** The event was applied: later deliveries are duplicates. */
  async complete(eventId: string): Promise<void> {
    await this.db
      .updateTable('stripe_events')
      .set({ processed_at: sql`now()`, claimed_until: null })
      .where('id', '=', eventId)
      .execute();
  }

  /** Gives a claimed event back after a failure, so Stripe's retry applies it at once. */
  async release(eventId: string): Promise<void> {
    await this.db
      .updateTable('stripe_events')
      .set({ claimed_until: null })
      .where('id', '=', eventId)
      .where('processed_at', 'is', null)
      .execute();
  }
}
