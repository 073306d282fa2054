import type { Kysely } from 'kysely';

/** A Portuguese notice about billing shown to the user (e.g. a second payment was refunded). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('billing_notice', 'varchar(500)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('billing_notice').execute();
}
