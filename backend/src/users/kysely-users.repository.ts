import { Inject, Injectable } from '@nestjs/common';
import { Kysely, Selectable, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database, UsersTable } from '../database/schema';
import type { ProfileUpdate, UserRecord, UsersRepository } from './user-record';

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
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function toSeconds(value: string | number | bigint | null): number | null {
  return value === null ? null : Number(value);
}
