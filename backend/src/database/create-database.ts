import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type PostgresPool } from 'kysely';
import { Pool } from 'pg';

import type { DatabaseConfig } from '../config/app-config';
import { migrationProvider } from './migrations';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';

/** Opens the configured database (PGlite on disk, PGlite in memory, or PostgreSQL) and migrates it. */
export async function createDatabase(config: DatabaseConfig): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: await createPool(config) }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

async function createPool(config: DatabaseConfig): Promise<PostgresPool> {
  if (config.kind === 'postgres') {
    const pool = new Pool({ connectionString: config.url, max: 10 });
    const { schema } = config;
    if (schema !== null) {
      // schema is validated as a plain identifier by loadConfig, so it is safe to inline.
      await pool.query(`create schema if not exists ${schema}`);
      pool.on('connect', (client) => void client.query(`set search_path to ${schema}`));
    }
    return pool;
  }
  if (config.kind === 'pglite') mkdirSync(config.dataDir, { recursive: true });
  return new PGlitePool(await PGlite.create(config.kind === 'pglite' ? config.dataDir : 'memory://'));
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
