import { Kysely, sql } from 'kysely';

/**
 * Fixes forward 0009, which made dedupe_key NOT NULL without a default: an insert that does not name
 * the column (code from before 0009, a manual insert, a tool) failed. A column default cannot read
 * another column, so a BEFORE INSERT trigger fills it with the event_id, as 0009 filled the existing
 * rows. (Code from before 0009 also asked ON CONFLICT (event_id), whose unique index 0009 dropped: that
 * cannot be restored without undoing 0009's purpose; README "Migrations" says why such a change now
 * ships in two releases.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function tracking_outbox_fill_dedupe_key() returns trigger language plpgsql as $$
    begin
      if new.dedupe_key is null then
        new.dedupe_key := new.event_id;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger tracking_outbox_fill_dedupe_key before insert on tracking_outbox
    for each row execute function tracking_outbox_fill_dedupe_key()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger tracking_outbox_fill_dedupe_key on tracking_outbox`.execute(db);
  await sql`drop function tracking_outbox_fill_dedupe_key()`.execute(db);
}
