import { Kysely, sql } from 'kysely';

/**
 * checkout_leases: one row per user while a checkout session is being created, so concurrent calls
 * (any instance) run one after the other. A lease row with an expiry works on PGlite too, which has no
 * advisory locks; an instance that dies leaves a lease that simply expires.
 *
 * billing_alerts: money a person must return by hand (a duplicate paid by a method Stripe cannot
 * refund, such as boleto). One row per payment.
 *
 * referral_coupons: the referral codes that got a Stripe coupon, counted against REFERRAL_COUPONS_MAX.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_leases')
    .addColumn('uid', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('billing_alerts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(64)', (col) => col.notNull())
    .addColumn('uid', 'varchar(128)', (col) => col.notNull())
    .addColumn('subscription_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('payment_intent', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('amount', 'integer')
    .addColumn('currency', 'varchar(8)')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('referral_coupons')
    .addColumn('code', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_coupons').execute();
  await db.schema.dropTable('billing_alerts').execute();
  await db.schema.dropTable('checkout_leases').execute();
}
