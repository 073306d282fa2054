import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { Kysely, Migrator, PostgresDialect, type PostgresPool } from 'kysely';
import { Pool } from 'pg';

import type { DatabaseConfig } from '../config/app-config';
import { migrationProvider } from './migrations';
import { acquireDataDirLock } from './data-dir-lock';
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
    const { schema, pool: limits } = config;
    // The search_path is a startup parameter of every connection: a 'connect' handler added after the
    // first query left that first pooled connection (the one migrations then used) on public.
    // schema is validated as a plain identifier by loadConfig, so it is safe to inline.
    const pool = new Pool({
      connectionString: config.url,
      max: limits.max,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      idleTimeoutMillis: IDLE_TIMEOUT_MS,
      keepAlive: true,
      // Server side: a runaway statement is cancelled; client side: a server that stops answering
      // (network gone, no RST) fails the query instead of holding the request forever.
      statement_timeout: limits.statementTimeoutMs,
      query_timeout: limits.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
      idle_in_transaction_session_timeout: limits.statementTimeoutMs,
      ...(schema !== null ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle connection that breaks (database restart, network cut) is reported here; without a
    // listener Node treats it as an unhandled 'error' event and the process exits. The pool drops the
    // broken connection and opens a new one on the next query.
    pool.on('error', (error) => logger.warn(`Idle database connection lost: ${error.message}`));
    if (schema !== null) await pool.query(`create schema if not exists ${schema}`);
    return pool;
  }
  if (config.kind === 'pglite-memory') return new PGlitePool(await PGlite.create('memory://'));
  mkdirSync(config.dataDir, { recursive: true });
  // PGlite is one process's database: a second process on the same folder silently loses writes.
  const lock = acquireDataDirLock(config.dataDir);
  try {
    return new PGlitePool(await PGlite.create(config.dataDir), () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

const logger = new Logger('Database');
const IDLE_TIMEOUT_MS = 30_000;
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

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
