import type { Kysely } from 'kysely';

/** What the hourly retention job deletes by: rows older than TRACKING_RETENTION_DAYS. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tracking_outbox_created_at')
    .on('tracking_outbox')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tracking_outbox_created_at').execute();
}
