import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Kysely } from 'kysely';

import { type AppConfig, loadConfig } from '../../src/config/app-config';
import { DATABASE } from '../../src/database/database.module';
import type { Database } from '../../src/database/schema';
import { bootApp, dropSchema, SITE_ORIGIN } from './test-app';

/**
 * A database for one test: when DATABASE_URL is set, a fresh schema on that server; otherwise PGlite,
 * in a temporary folder when it must outlive one app (`persistent`: stop an app, start another on the
 * same data), else in memory.
 */
export interface SharedDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export function sharedDatabase({ persistent }: { persistent: boolean }): SharedDatabase {
  const url = process.env.DATABASE_URL?.trim();
  // A fresh PGlite folder costs seconds (initdb): only tests that restart the app pay for one.
  if (!url && !persistent) return { env: { DATABASE_URL: 'memory://' }, drop: () => Promise.resolve() };
  if (url) {
    const schema = `test_tracking_${process.pid}_${randomBytes(4).toString('hex')}`;
    return {
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      drop: () => dropSchema(url, schema),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'busqy-tracking-'));
  return {
    env: { DATA_DIR: path.join(dir, 'pglite') },
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

export interface TrackingApp {
  app: NestFastifyApplication;
  config: AppConfig;
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** The real app (worker included) on the given database, with extra environment (META_*, TRACKING_*). */
export async function startTrackingApp(
  database: SharedDatabase,
  env: Record<string, string>,
): Promise<TrackingApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    ...database.env,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    STRIPE_EMULATOR_URL: 'http://127.0.0.1:9',
    PUBLIC_SITE_URL: SITE_ORIGIN,
    ...env,
  });
  const app = await bootApp(config);
  return { app, config, db: app.get<Kysely<Database>>(DATABASE), close: () => app.close() };
}

/** Polls until `check` is true (or fails the test after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
