import { randomBytes } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';

import { type AppConfig, loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';
import { startStripeEmulator } from '../../src/stripe-emulator/server';

export const SITE_ORIGIN = 'http://localhost:3000';
export const WEBHOOK_SECRET = 'whsec_integration_tests';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Set when the app was created withStripeEmulator. */
  stripeEmulatorUrl: string | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start the Stripe emulator in-process (random port) and point the app at it. */
  withStripeEmulator?: boolean;
  /** Extra environment variables (e.g. lower rate limits). */
  env?: Record<string, string>;
  /** A PostgreSQL URL for the app instead of DATABASE_URL (e.g. through a proxy the test cuts). */
  databaseUrl?: string;
  /** Called before app.init() registers the routes (e.g. to add a Fastify onRoute hook). */
  beforeInit?: (app: NestFastifyApplication) => void;
}

/** Nothing listens on the discard port: suites that do not need Stripe get a fast connection error. */
const NO_STRIPE_URL = 'http://127.0.0.1:9';

/**
 * The real AppModule on a fresh database: in-memory PGlite, or, when DATABASE_URL is set, a schema of
 * its own on that PostgreSQL server (dropped afterwards), so leftover rows never matter. The Auth
 * emulator is the one global-setup made sure of.
 */
export async function createTestApp({
  withStripeEmulator = false,
  env = {},
  databaseUrl = process.env.DATABASE_URL?.trim(),
  beforeInit,
}: TestAppOptions = {}): Promise<TestApp> {
  const schema = databaseUrl ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const stripe = withStripeEmulator
    ? await startStripeEmulator({ port: 0, host: '127.0.0.1', webhookSecret: WEBHOOK_SECRET })
    : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl || 'memory://',
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    STRIPE_EMULATOR_URL: stripe?.url ?? NO_STRIPE_URL,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PUBLIC_SITE_URL: SITE_ORIGIN,
    ...env,
  });
  const app = await bootApp(config, beforeInit);
  return {
    app,
    config,
    stripeEmulatorUrl: stripe?.url ?? null,
    async close() {
      await app.close();
      await stripe?.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}

/** The real app on `config`, initialised and ready for requests (not listening). */
export async function bootApp(
  config: AppConfig,
  beforeInit?: (app: NestFastifyApplication) => void,
): Promise<NestFastifyApplication> {
  const app = await createApp(config, { logLevel: 'error' });
  beforeInit?.(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * The suite's TestApp: created in beforeAll (before the hooks registered after this call), closed in
 * afterAll. Call it in a describe body; read the app with testApp() inside tests and hooks.
 */
export function useTestApp(options: TestAppOptions = {}) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  const testApp = (): TestApp => {
    if (current === undefined) throw new Error('useTestApp: the app exists inside tests and hooks only');
    return current;
  };
  return { testApp, server: () => testApp().app.getHttpServer() };
}

/** Drops a test's own schema on a PostgreSQL server. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
