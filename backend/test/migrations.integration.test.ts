import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Kysely, sql } from 'kysely';

import {
  createDatabase,
  migrateDown,
  migrateToLatest,
  migrationStatus,
  openDatabase,
  schemaOf,
} from '../src/database/create-database';
import { MIGRATION_NAMES } from '../src/database/migrations';
import type { Database } from '../src/database/schema';
import { freshDatabaseConfig } from './support/fresh-database';

const CLI = path.resolve(__dirname, '../dist/database/migrate-cli.js');
const FILL = '0010_tracking_outbox_dedupe_key_fill';
/** The newest migration: what a rollback of one step undoes. */
const LATEST = MIGRATION_NAMES.at(-1) as string;

describe('migrations', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let schema: string | null;
  beforeEach(async () => {
    const fresh = freshDatabaseConfig();
    drop = fresh.drop;
    schema = schemaOf(fresh.config);
    db = await openDatabase(fresh.config);
  });
  afterEach(async () => {
    await db.destroy();
    await drop();
  });

  const insertWithoutDedupeKey = (eventId: string) =>
    sql`insert into tracking_outbox (event_id, event_name, event_time, payload)
        values (${eventId}, 'Lead', 1700000000, '{}')`.execute(db);

  it('0010: an insert that does not name dedupe_key gets the event_id (0009 made that a failure)', async () => {
    await migrateToLatest(db, schema);
    await insertWithoutDedupeKey('evt-old-pod');
    const row = await db
      .selectFrom('tracking_outbox')
      .select('dedupe_key')
      .where('event_id', '=', 'evt-old-pod')
      .executeTakeFirstOrThrow();
    expect(row.dedupe_key).toBe('evt-old-pod');
  });

  it('0010 rolls back to 0009 exactly (the insert fails again), and up again', async () => {
    await migrateToLatest(db, schema);
    // Undo the later migrations first, newest first, then 0010 itself.
    const later = MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf(FILL) + 1).reverse();
    for (const name of later) await expect(migrateDown(db, schema)).resolves.toBe(name);
    await expect(migrateDown(db, schema)).resolves.toBe(FILL);
    await expect(insertWithoutDedupeKey('evt-2')).rejects.toThrow(/dedupe_key/);
    await migrateToLatest(db, schema);
    await insertWithoutDedupeKey('evt-3');
  });

  it('starts on a database a newer release migrated (old pods restart during a rollout)', async () => {
    await migrateToLatest(db, schema);
    await sql`insert into ${sql.table(`${schema ?? 'public'}.kysely_migration`)} (name, timestamp)
              values ('9999_from_a_newer_release', '2100-01-01T00:00:00.000Z')`.execute(db);
    await expect(migrateToLatest(db, schema)).resolves.toBeUndefined();
    expect((await migrationStatus(db, schema)).newer).toEqual(['9999_from_a_newer_release']);
  });

  it('with DATABASE_MIGRATE_ON_BOOT=false refuses a database the migrate job has not migrated', async () => {
    const config = freshDatabaseConfig();
    try {
      await expect(createDatabase(config.config, { migrate: false })).rejects.toThrow(
        /Database not migrated \(pending: 0001_users, .*\): run `npm run migrate` first/,
      );
    } finally {
      await config.drop();
    }
  });
});

describe('the migrate command (built, child process)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'busqy-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // PGlite on disk: the command runs in its own process, like the release job.
  const run = (command: string) =>
    execFileSync(process.execPath, [CLI, command], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  it('migrates, reports, rolls back one step and migrates again', () => {
    expect(run('up')).toBe(`Migrated: ${MIGRATION_NAMES.join(', ')}\n`);
    expect(run('down')).toBe(`Rolled back: ${LATEST}\n`);
    expect(run('status')).toMatch(new RegExp(`pending\\s+${LATEST}\\n$`));
    expect(run('up')).toBe(`Migrated: ${LATEST}\n`);
  });

  it('answers an unknown command with its usage and status 2', () => {
    expect(() => run('sideways')).toThrow(expect.objectContaining({ status: 2 }));
  });
});
