import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { DEFAULT_MIGRATION_TABLE, Kysely, Migrator, PostgresDialect, type PostgresPool, sql } from 'kysely';
import { Pool } from 'pg';

import type { DatabaseConfig } from '../config/app-config';
import { migrationProvider } from './migrations';
import { acquireDataDirLock } from './data-dir-lock';
import { emptyClusterCopy, keepEmptyCluster } from './empty-cluster';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';

/**
 * Opens the configured database (PGlite on disk, PGlite in memory, or PostgreSQL) and migrates it, or
 * with `migrate: false` (DATABASE_MIGRATE_ON_BOOT=false: migrations are a release step) checks that
 * every migration of this build has run.
 */
export async function createDatabase(
  config: DatabaseConfig,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Kysely<Database>> {
  const kysely = await openDatabase(config);
  try {
    const schema = schemaOf(config);
    if (migrate) await migrateToLatest(kysely, schema);
    else await assertMigrated(kysely, schema);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return kysely;
}

/** The configured database, not migrated (the migrate command works on it). */
export async function openDatabase(config: DatabaseConfig): Promise<Kysely<Database>> {
  const pool = await createPool(config);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (pool instanceof Pool) POOLS.set(db, pool);
  return db;
}

export function schemaOf(config: DatabaseConfig): string | null {
  return config.kind === 'postgres' ? config.schema : null;
}

/** PostgreSQL pools by database, for the metrics (PGlite has one connection and no pool figures). */
const POOLS = new WeakMap<Kysely<Database>, Pool>();

export function poolStats(db: Kysely<Database>): { total: number; idle: number; waiting: number } | null {
  const pool = POOLS.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
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
  if (config.kind === 'pglite-memory') return new PGlitePool(await newMemoryCluster());
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

/** The empty cluster as an uncompressed tar (what empty-cluster.ts provideEmptyCluster takes). */
export async function dumpEmptyCluster(): Promise<Blob> {
  const pg = await PGlite.create('memory://');
  try {
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

/** A new in-memory cluster: a copy of the empty one once this process has it, else initdb's own. */
async function newMemoryCluster(): Promise<PGlite> {
  const copy = await emptyClusterCopy();
  if (copy)
    return PGlite.create({
      dataDir: 'memory://',
      loadDataDir: copy,
      // The copy is of a running cluster, so it starts with crash recovery, whose progress timer
      // single-user mode never disarms: a database nobody closed would keep its process alive.
      startParams: [...PGlite.defaultStartParams, '-c', 'log_startup_progress_interval=0'],
    });
  const first = PGlite.create('memory://');
  // Dumped before anyone writes to it: the copy is the empty cluster initdb made.
  keepEmptyCluster(first.then((pg) => pg.dumpDataDir('none')));
  return first;
}

const logger = new Logger('Database');
const IDLE_TIMEOUT_MS = 30_000;
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

function migrator(db: Kysely<Database>, schema: string | null): Migrator {
  // `schema`: where the migration bookkeeping lives. Named explicitly because Kysely looks for its
  // tables in every schema, and would otherwise take another schema's (e.g. public's) for this one's.
  return new Migrator({
    db,
    provider: migrationProvider,
    ...(schema !== null ? { migrationTableSchema: schema } : {}),
  });
}

export interface MigrationStatus {
  /** This build's migrations, in order, with when each ran (null: pending). */
  known: { name: string; executedAt: Date | null }[];
  /** Migrations the database has run that this build does not know: a newer release migrated it. */
  newer: string[];
}

export async function migrationStatus(db: Kysely<Database>, schema: string | null): Promise<MigrationStatus> {
  const known = (await migrator(db, schema).getMigrations()).map((m) => ({
    name: m.name,
    executedAt: m.executedAt ?? null,
  }));
  const names = new Set(known.map((m) => m.name));
  return { known, newer: (await executedNames(db, schema)).filter((name) => !names.has(name)) };
}

/** Names in Kysely's bookkeeping table; none when it does not exist yet (a new database). */
async function executedNames(db: Kysely<Database>, schema: string | null): Promise<string[]> {
  const table = `${schema ?? 'public'}.${DEFAULT_MIGRATION_TABLE}`;
  const { rows } = await sql<{ name: string | null }>`select to_regclass(${table})::text as name`.execute(db);
  if (rows[0]?.name == null) return [];
  const executed = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  return executed.rows.map((row) => row.name);
}

/**
 * Runs the pending migrations. A database a newer release has already migrated is left as it is: the
 * expand/contract rule (README "Migrations") makes its schema work with this release's code, so an
 * older pod restarting during a rollout still starts (Kysely alone would refuse it as "corrupted").
 */
export async function migrateToLatest(db: Kysely<Database>, schema: string | null = null): Promise<void> {
  const { known, newer } = await migrationStatus(db, schema);
  if (newer.length > 0) {
    const pending = known.filter((m) => m.executedAt === null).map((m) => m.name);
    if (pending.length > 0) {
      throw new Error(
        `Database migrated by a newer release (${newer.join(', ')}) but missing ${pending.join(', ')} of this one`,
      );
    }
    logger.warn(`Database already migrated by a newer release (${newer.join(', ')}): not migrating`);
    return;
  }
  const { error, results } = await migrator(db, schema).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Undoes the latest migration (the rollback command); its name, or null when none had run. */
export async function migrateDown(db: Kysely<Database>, schema: string | null): Promise<string | null> {
  const { error, results } = await migrator(db, schema).migrateDown();
  const result = results?.[0];
  if (error !== undefined || result?.status === 'Error') {
    throw new Error(`Rolling back ${result?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return result?.migrationName ?? null;
}

/** DATABASE_MIGRATE_ON_BOOT=false: the release's migrate job must have run before this build starts. */
async function assertMigrated(db: Kysely<Database>, schema: string | null): Promise<void> {
  const pending = (await migrationStatus(db, schema)).known.filter((m) => m.executedAt === null);
  if (pending.length > 0) {
    throw new Error(
      `Database not migrated (pending: ${pending.map((m) => m.name).join(', ')}): run \`npm run migrate\` first`,
    );
  }
}
