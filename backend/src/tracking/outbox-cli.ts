import 'reflect-metadata';

import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type DatabaseConfig, loadConfigOrExplain } from '../config/app-config';
import { createDatabase } from '../database/create-database';
import { formatOutboxReport } from './outbox-report';
import { OutboxRepository } from './outbox.repository';

const USAGE = `Usage: npm run tracking:outbox -w backend [-- --limit N] [-- --requeue-failed]
  Prints the tracking outbox: counts and the latest events (hashed fields), read from the API's database
  (the same environment as the API: DATABASE_URL / DATA_DIR / DATABASE_SCHEMA).
  --limit N          how many of the latest events to show (default 20)
  --requeue-failed   put given-up events back in the queue (PostgreSQL, or PGlite with the API stopped)`;

interface Options {
  limit: number;
  requeueFailed: boolean;
}

function parseArgs(argv: string[]): Options | null {
  const options: Options = { limit: 20, requeueFailed: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--requeue-failed') options.requeueFailed = true;
    else if (arg === '--limit' && /^\d{1,4}$/.test(argv[i + 1] ?? '')) options.limit = Number(argv[(i += 1)]);
    else return null;
  }
  return options;
}

/**
 * PGlite is one process's database: another process must not open the folder the API has open. So the
 * report reads a copy of the folder (a snapshot); PostgreSQL is read directly.
 */
function readableDatabase(
  config: DatabaseConfig,
  writes: boolean,
): { config: DatabaseConfig; label: string; cleanup(): void } {
  if (config.kind === 'postgres') {
    return {
      config,
      label: `PostgreSQL${config.schema ? ` (schema ${config.schema})` : ''}`,
      cleanup: () => undefined,
    };
  }
  if (config.kind === 'pglite-memory') {
    return { config, label: 'an in-memory PGlite (empty: nothing to show)', cleanup: () => undefined };
  }
  if (writes || !existsSync(config.dataDir)) {
    return { config, label: `PGlite ${config.dataDir}`, cleanup: () => undefined };
  }
  const copy = mkdtempSync(path.join(tmpdir(), 'busqy-outbox-'));
  cpSync(config.dataDir, copy, { recursive: true });
  return {
    config: { kind: 'pglite', dataDir: copy },
    label: `PGlite ${config.dataDir} (read from a snapshot copy)`,
    cleanup: () => rmSync(copy, { recursive: true, force: true }),
  };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options === null) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExplain(process.env);
  if (config === undefined) return 1;
  const database = readableDatabase(config.database, options.requeueFailed);
  const db = await createDatabase(database.config);
  try {
    const outbox = new OutboxRepository(db);
    if (options.requeueFailed) console.log(`Requeued ${await outbox.requeueFailed()} given-up event(s).`);
    const { meta, graphUrl } = config.tracking;
    console.log(
      formatOutboxReport({
        database: database.label,
        delivery: meta === null ? null : `pixel ${meta.pixelId} via ${graphUrl}`,
        counts: await outbox.counts(),
        latest: await outbox.latest(options.limit),
      }),
    );
    return 0;
  } finally {
    await db.destroy();
    database.cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('tracking:outbox failed:', error);
    process.exit(1);
  },
);
