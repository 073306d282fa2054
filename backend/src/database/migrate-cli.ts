import { loadConfigOrExplain } from '../config/app-config';
import { migrateDown, migrateToLatest, migrationStatus, openDatabase, schemaOf } from './create-database';

const USAGE = `Usage: node dist/database/migrate-cli.js <up|down|status>
  (npm run migrate | migrate:rollback | migrate:status -w backend, after npm run build -w backend)
  up      runs every pending migration: the release job, before the new API rolls out
  down    undoes the latest migration (one step): before rolling back to the previous release
  status  lists this build's migrations, ran or pending, and any a newer release ran
  Reads the API's environment (DATABASE_URL, DATABASE_SCHEMA, DATA_DIR…).`;

async function main(command: string | undefined): Promise<number> {
  if (command !== 'up' && command !== 'down' && command !== 'status') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExplain(process.env);
  if (config === undefined) return 1;
  const db = await openDatabase(config.database);
  const schema = schemaOf(config.database);
  try {
    if (command === 'up') {
      const before = (await migrationStatus(db, schema)).known.filter((m) => m.executedAt === null);
      await migrateToLatest(db, schema);
      console.log(
        before.length ? `Migrated: ${before.map((m) => m.name).join(', ')}` : 'Nothing to migrate.',
      );
    } else if (command === 'down') {
      const undone = await migrateDown(db, schema);
      console.log(undone ? `Rolled back: ${undone}` : 'No migration to roll back.');
    } else {
      const { known, newer } = await migrationStatus(db, schema);
      for (const m of known)
        console.log(`${m.executedAt ? m.executedAt.toISOString() : 'pending'.padEnd(24)}  ${m.name}`);
      for (const name of newer) console.log(`${'newer release'.padEnd(24)}  ${name}`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
