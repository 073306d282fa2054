import { Kysely, sql } from 'kysely';

/**
 * Repeated events are recognised by a key scoped to who sent them (the signed-in uid or the client
 * IP, or the paid checkout session for purchases), not by the bare event_id: another client can no
 * longer claim a real event_id first. event_id stays as Meta's deduplication id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tracking_outbox').addColumn('dedupe_key', 'varchar(400)').execute();
  await sql`update tracking_outbox set dedupe_key = event_id`.execute(db);
  await db.schema
    .alterTable('tracking_outbox')
    .alterColumn('dedupe_key', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('tracking_outbox').dropConstraint('tracking_outbox_event_id_key').execute();
  await db.schema
    .createIndex('tracking_outbox_dedupe_key')
    .on('tracking_outbox')
    .column('dedupe_key')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tracking_outbox_dedupe_key').execute();
  await db.schema.alterTable('tracking_outbox').dropColumn('dedupe_key').execute();
}
