import type { Kysely } from 'kysely';

/**
 * A webhook event is claimed for a while (claimed_until) before it is applied (processed_at): an API
 * instance that dies mid-apply leaves a lease that expires, and Stripe's retry applies the event then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stripe_events').addColumn('claimed_until', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stripe_events').dropColumn('claimed_until').execute();
}
