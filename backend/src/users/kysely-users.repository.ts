import { Inject, Injectable } from '@nestjs/common';
import { Kysely, Selectable, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database, UsersTable } from '../database/schema';
import type { ProfileUpdate, SubscriptionFields, UserRecord, UsersRepository } from './user-record';

/**
 * The one owner of the users table (immich-style per-table repository): profile writes from the users
 * module, the Stripe customer link from the stripe module, subscription fields from the webhooks.
 */
@Injectable()
export class KyselyUsersRepository implements UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  async findByUid(uid: string): Promise<UserRecord | null> {
    const row = await this.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
    return row === undefined ? null : toRecord(row);
  }

  async upsertProfile(uid: string, profile: ProfileUpdate): Promise<UserRecord> {
    const values = {
      email: profile.email,
      display_name: profile.displayName,
      phone_number: profile.phoneNumber,
      first_name: profile.firstName,
      last_name: profile.lastName,
      email_verified: profile.emailVerified,
    };
    const row = await this.db
      .insertInto('users')
      .values({ uid, ...values })
      .onConflict((conflict) => conflict.column('uid').doUpdateSet({ ...values, updated_at: sql`now()` }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

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

  /** The uid owning a Stripe customer, or null. */
  async uidForCustomer(customerId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('uid')
      .where('stripe_customer_id', '=', customerId)
      .executeTakeFirst();
    return row?.uid ?? null;
  }

  /**
   * Links a (verified) customer to the user: when the user has none, or in place of `replacing` (a
   * customer deleted in Stripe). Creates the row for a user who has none yet. Answers the customer id
   * the user has afterwards (a parallel request may have won).
   */
  async linkCustomer(
    uid: string,
    email: string | null,
    customerId: string,
    replacing: string | null = null,
  ): Promise<string | null> {
    await this.db
      .insertInto('users')
      .values({ uid, email, email_verified: false })
      .onConflict((conflict) => conflict.column('uid').doNothing())
      .execute();
    await this.db
      .updateTable('users')
      .set({ stripe_customer_id: customerId, updated_at: sql`now()` })
      .where('uid', '=', uid)
      .where((eb) =>
        replacing === null
          ? eb('stripe_customer_id', 'is', null)
          : eb.or([eb('stripe_customer_id', 'is', null), eb('stripe_customer_id', '=', replacing)]),
      )
      .execute();
    return this.customerIdOf(uid);
  }

  async writeSubscription(uid: string, state: SubscriptionFields): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...state, updated_at: sql`now()` })
      .where('uid', '=', uid)
      .execute();
  }

  /** A Portuguese notice for the user (e.g. a second payment was refunded), shown once by the front end. */
  async setBillingNotice(uid: string, notice: string | null): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ billing_notice: notice, updated_at: sql`now()` })
      .where('uid', '=', uid)
      .execute();
  }
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    phoneNumber: row.phone_number,
    photoURL: row.photo_url,
    firstName: row.first_name,
    lastName: row.last_name,
    emailVerified: row.email_verified,
    subscriptionPlan: row.subscription_plan,
    subscriptionActive: row.subscription_active,
    subscriptionStatus: row.subscription_status,
    subscriptionStart: toSeconds(row.subscription_start),
    subscriptionEnd: toSeconds(row.subscription_end),
    stripeCustomerId: row.stripe_customer_id,
    billingNotice: row.billing_notice ?? null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function toSeconds(value: string | number | bigint | null): number | null {
  return value === null ? null : Number(value);
}
