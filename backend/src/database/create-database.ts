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
    await migrateToLatest(db, config.kind === 'postgres' ? config.schema : null);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

async function createPool(config: DatabaseConfig): Promise<PostgresPool> {
  if (config.kind === 'postgres') {
    const { schema } = config;
    // The search_path is a startup parameter of every connection: a 'connect' handler added after the
    // first query left that first pooled connection (the one migrations then used) on public.
    // schema is validated as a plain identifier by loadConfig, so it is safe to inline.
    const pool = new Pool({
      connectionString: config.url,
      max: 10,
      ...(schema !== null ? { options: `-c search_path=${schema}` } : {}),
    });
    if (schema !== null) await pool.query(`create schema if not exists ${schema}`);
    return pool;
  }
  if (config.kind === 'pglite') mkdirSync(config.dataDir, { recursive: true });
  return new PGlitePool(await PGlite.create(config.kind === 'pglite' ? config.dataDir : 'memory://'));
}

/**
 * `schema`: where the migration bookkeeping lives. Named explicitly because Kysely looks for its tables
 * in every schema, and would otherwise take another schema's (e.g. public's) for this one's.
 */
export async function migrateToLatest(db: Kysely<Database>, schema: string | null = null): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema !== null ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
