import { Kysely, sql } from 'kysely';

/**
 * Accepted password-reset requests waiting for their e-mail: a worker leases a row, creates the link,
 * sends the mail and deletes the row; a failure (Firebase or SMTP down) is retried with backoff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_outbox')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('last_error', 'varchar(1000)')
    .execute();
  await db.schema
    .createIndex('password_reset_outbox_due')
    .on('password_reset_outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_outbox').execute();
}
