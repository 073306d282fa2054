import { Kysely, sql } from 'kysely';

/**
 * Conversions API events waiting for (or done with) delivery to Meta. `payload` is the server event
 * exactly as it will be sent, contact fields already SHA-256 hashed: no plain e-mail, name or phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_outbox')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('event_name', 'varchar(40)', (col) => col.notNull())
    .addColumn('event_time', 'bigint', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_by', 'varchar(100)')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('last_error', 'varchar(1000)')
    .execute();
  // What the delivery worker scans: pending events in order.
  await db.schema
    .createIndex('tracking_outbox_pending')
    .on('tracking_outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('delivered_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracking_outbox').execute();
}
