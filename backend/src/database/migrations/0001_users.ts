import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uid', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(320)')
    .addColumn('display_name', 'varchar(200)')
    .addColumn('phone_number', 'varchar(40)')
    .addColumn('photo_url', 'varchar(2048)')
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('email_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('subscription_plan', 'varchar(100)')
    .addColumn('subscription_active', 'boolean')
    .addColumn('subscription_status', 'varchar(40)')
    .addColumn('subscription_start', 'bigint')
    .addColumn('subscription_end', 'bigint')
    .addColumn('stripe_customer_id', 'varchar(255)', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
