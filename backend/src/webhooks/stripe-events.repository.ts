import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';
import type { SubscriptionState } from './subscription-state';

/** Webhook bookkeeping (table stripe_events) and the subscription columns of users. */
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
   * Atomically takes the event for applying: true for exactly one of any number of concurrent
   * deliveries, false once it is taken or applied.
   */
  async claim(eventId: string): Promise<boolean> {
    const row = await this.db
      .updateTable('stripe_events')
      .set({ processed_at: sql`now()` })
      .where('id', '=', eventId)
      .where('processed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives a claimed event back after a failure, so Stripe's retry applies it. */
  async release(eventId: string): Promise<void> {
    await this.db
      .updateTable('stripe_events')
      .set({ processed_at: null })
      .where('id', '=', eventId)
      .execute();
  }

  /** The uid owning a Stripe customer, or null. */
  async uidForCustomer(customerId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('uid')
      .where('stripe_customer_id', '=', customerId)
      .executeTakeFirst();
    return row?.uid ?? null;
  }

  /** Links a customer to a user who has none yet (a customer made outside this API's checkout). */
  async linkCustomer(uid: string, customerId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ stripe_customer_id: customerId, updated_at: sql`now()` })
      .where('uid', '=', uid)
      .where('stripe_customer_id', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async writeSubscription(uid: string, state: SubscriptionState): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...state, updated_at: sql`now()` })
      .where('uid', '=', uid)
      .execute();
  }
}
