import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';

/** The users table's billing column: which Stripe customer a user is. */
@Injectable()
export class BillingCustomersRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  async customerIdOf(uid: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('stripe_customer_id')
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row?.stripe_customer_id ?? null;
  }

  /** Whether the webhooks have marked the user's subscription active. */
  async hasActiveSubscription(uid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('subscription_active')
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row?.subscription_active === true;
  }

  /**
   * Records the customer unless the user already has one (a parallel request may have won); answers
   * the customer id the user has afterwards. Creates the row for a user who has none yet.
   */
  async attachCustomer(uid: string, email: string | null, customerId: string): Promise<string> {
    await this.db
      .insertInto('users')
      .values({ uid, email, email_verified: false })
      .onConflict((conflict) => conflict.column('uid').doNothing())
      .execute();
    await this.db
      .updateTable('users')
      .set({ stripe_customer_id: customerId, updated_at: sql`now()` })
      .where('uid', '=', uid)
      .where('stripe_customer_id', 'is', null)
      .execute();
    return (await this.customerIdOf(uid)) ?? customerId;
  }
}
