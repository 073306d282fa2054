import path from 'node:path';

import { type CampaignConfig, readCampaignConfig } from '../catalog/campaign-config';
import { type RateLimitConfig, readRateLimitConfig } from '../rate-limit/rate-limit-config';
import { readTrackingConfig, type TrackingConfig } from '../tracking/tracking-config';
import { DEFAULT_WEBHOOK_SECRET, EMULATOR_STRIPE_KEY } from './local-defaults';
import { type PortName, readPort } from './ports';
import { productionIssues } from './production-safety';
import { wholeNumberReader } from './whole-number-reader';

export const APP_CONFIG = Symbol('APP_CONFIG');

export type NodeEnv = 'development' | 'production' | 'test';

/** LOG_LEVEL: pino's levels, most severe first. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | {
      kind: 'postgres';
      url: string;
      /** null = the server's search_path (public). */
      schema: string | null;
      pool: PostgresPoolConfig;
    };

/** pg.Pool limits: a database that is down or hangs fails requests fast (503) instead of piling them up. */
export interface PostgresPoolConfig {
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/**
 * How the API talks to Firebase Auth: the local emulator (accepts unsigned tokens: never in
 * production), or Google's Application Default Credentials (a GOOGLE_APPLICATION_CREDENTIALS key file,
 * or the metadata server of Cloud Run / GCE / GKE with no file at all).
 */
export type FirebaseCredentials = 'emulator' | 'application-default';

export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  apiPort: number;
  /** JSON log lines at this level and above (LOG_LEVEL); an access line per request is `info`. */
  logLevel: LogLevelName;
  /** After SIGTERM, how long /readyz answers 503 before connections close (load balancers notice first). */
  shutdownDrainMs: number;
  database: DatabaseConfig;
  /** DATABASE_MIGRATE_ON_BOOT: migrate at start (local default), or only check (migrations as a release step). */
  migrateOnBoot: boolean;
  firebase: {
    projectId: string;
    credentials: FirebaseCredentials;
    /** host:port of the Auth emulator; null exactly when credentials is application-default. */
    authEmulatorHost: string | null;
  };
  stripe: {
    secretKey: string;
    /** Where the SDK sends requests; null means Stripe's own API. */
    endpoint: StripeEndpoint | null;
    webhookSecret: string;
    /** pk_… for the browser's Stripe.js; null locally (the browser then uses the emulator's object). */
    publishableKey: string | null;
    /** How browsers reach the emulator (its embedded form and emulator.js); null with a real key. */
    emulatorBrowserUrl: string | null;
    /** STRIPE_ALLOW_TEST_MODE=true: production may run on test-mode keys (a staging site). */
    allowTestMode: boolean;
  };
  publicSiteUrl: string;
  allowedOrigins: string[];
  session: {
    cookieName: string;
    days: number;
    secureCookie: boolean;
  };
  mail: {
    /** nodemailer transport URL, e.g. smtp://127.0.0.1:1025 or smtps://user:pass@host:465. */
    smtpUrl: string;
    /** From header of every e-mail the API sends. */
    from: string;
  };
  /**
   * POST /api/password-reset: sliding-window limits per client and address together (429), per client
   * (429), and the mails one address gets from everyone together (over it: answered, nothing sent).
   */
  passwordReset: {
    maxPerEmail: number;
    maxPerClient: number;
    maxMailsPerEmail: number;
    windowMinutes: number;
  };
  /** POST /meta-capi outbox and its delivery to Meta's Conversions API (src/tracking/tracking-config.ts). */
  tracking: TrackingConfig;
  /** Shared rate limits and the trusted proxies (src/rate-limit/rate-limit-config.ts). */
  rateLimits: RateLimitConfig;
  /** Campaign promos switched on or off (src/catalog/campaign-config.ts). */
  campaigns: CampaignConfig;
}

export class ConfigError extends Error {
  constructor(
    readonly issues: string[],
    heading = 'Invalid configuration:',
  ) {
    super(`${heading}\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const PRODUCTION_HEADING =
  'Refusing to start with NODE_ENV=production on local-only or unsafe settings (see backend/CONFIG.md, "Deploying"):';

export { DEFAULT_WEBHOOK_SECRET, EMULATOR_STRIPE_KEY } from './local-defaults';
export const DEFAULT_MAIL_FROM = 'Busqy <nao-responda@busqy.com.br>';
export const MAX_SESSION_DAYS = 14; // Firebase refuses session cookies longer than two weeks.
const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../.data/pglite');
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const COOKIE_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/**
 * loadConfig for an entry point: on a refused configuration, prints why on stderr and answers
 * undefined, so the caller exits with its own status and no stack trace.
 */
export function loadConfigOrExplain(env: NodeJS.ProcessEnv): AppConfig | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

/** Reads and validates the environment once. Every variable has a default, so `{}` is a valid input. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const issues: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const port = (service: PortName, fallback: number): number => {
    try {
      return readPort(service, env);
    } catch (error) {
      issues.push((error as Error).message);
      return fallback;
    }
  };

  const nodeEnvRaw = read('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    issues.push(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as NodeEnv;

  // API_PORT when set, else PORT (what Cloud Run and other platforms inject), else 4000.
  const apiPort =
    read('API_PORT') === undefined && read('PORT') !== undefined ? port('platform', 8080) : port('api', 4000);
  const wholeNumber = wholeNumberReader(read, issues);
  const logLevel = (read('LOG_LEVEL') ?? 'info') as LogLevelName;
  if (!LOG_LEVELS.includes(logLevel))
    issues.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const shutdownDrainMs = wholeNumber('SHUTDOWN_DRAIN_MS', 5000, 600_000, 0);
  const database = readDatabase(read('DATABASE_URL'), read('DATA_DIR'), read('DATABASE_SCHEMA'), issues, {
    max: wholeNumber('DATABASE_POOL_MAX', 10, 1000),
    connectTimeoutMs: wholeNumber('DATABASE_CONNECT_TIMEOUT_MS', 5000, 600_000),
    statementTimeoutMs: wholeNumber('DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 3_600_000),
  });

  const migrateOnBootRaw = read('DATABASE_MIGRATE_ON_BOOT') ?? 'true';
  if (migrateOnBootRaw !== 'true' && migrateOnBootRaw !== 'false') {
    issues.push(`DATABASE_MIGRATE_ON_BOOT must be true or false, got "${migrateOnBootRaw}"`);
  }
  const migrateOnBoot = migrateOnBootRaw !== 'false';

  const projectId = read('FIREBASE_PROJECT_ID') ?? 'demo-busqy';
  if (!/^[a-z0-9-]{4,40}$/.test(projectId)) {
    issues.push(
      `FIREBASE_PROJECT_ID must be a Firebase project id (lowercase letters, digits, -), got "${projectId}"`,
    );
  }
  const credentialsRaw = read('FIREBASE_CREDENTIALS');
  if (
    credentialsRaw !== undefined &&
    credentialsRaw !== 'emulator' &&
    credentialsRaw !== 'application-default'
  ) {
    issues.push(`FIREBASE_CREDENTIALS must be application-default or emulator, got "${credentialsRaw}"`);
  }
  const emulatorHostRaw = read('FIREBASE_AUTH_EMULATOR_HOST');
  // Explicit choice first; else a key file or an explicit emulator address decides; else the emulator.
  const credentials: FirebaseCredentials =
    credentialsRaw === 'application-default' ||
    (credentialsRaw === undefined &&
      emulatorHostRaw === undefined &&
      read('GOOGLE_APPLICATION_CREDENTIALS') !== undefined)
      ? 'application-default'
      : 'emulator';
  if (credentials === 'application-default' && emulatorHostRaw !== undefined && nodeEnv !== 'production') {
    issues.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set while FIREBASE_CREDENTIALS=application-default: unset one of them',
    );
  }
  const authEmulatorHost =
    credentials === 'application-default'
      ? null
      : (emulatorHostRaw ?? `127.0.0.1:${port('authEmulator', 9099)}`);
  if (authEmulatorHost !== null && !/^[A-Za-z0-9.[\]:-]+:\d{1,5}$/.test(authEmulatorHost)) {
    issues.push(`FIREBASE_AUTH_EMULATOR_HOST must be host:port, got "${authEmulatorHost}"`);
  }

  const secretKeyRaw = read('STRIPE_SECRET_KEY');
  if (secretKeyRaw !== undefined && !/^(sk|rk)_(test|live)_\w+$/.test(secretKeyRaw)) {
    issues.push('STRIPE_SECRET_KEY must look like sk_test_…, sk_live_…, rk_test_… or rk_live_…');
  }
  const emulatorUrl =
    read('STRIPE_EMULATOR_URL') ??
    (secretKeyRaw === undefined ? `http://127.0.0.1:${port('stripeEmulator', 12111)}` : undefined);
  const endpoint = emulatorUrl === undefined ? null : readStripeEndpoint(emulatorUrl, issues);
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET') ?? DEFAULT_WEBHOOK_SECRET;
  if (!webhookSecret.startsWith('whsec_')) issues.push('STRIPE_WEBHOOK_SECRET must start with whsec_');
  const publishableKey = read('STRIPE_PUBLISHABLE_KEY') ?? null;
  if (publishableKey !== null && !/^pk_(test|live)_\w+$/.test(publishableKey)) {
    issues.push('STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…');
  }
  if (
    publishableKey !== null &&
    secretKeyRaw !== undefined &&
    publishableKey.includes('_test_') !== secretKeyRaw.includes('_test_')
  ) {
    issues.push('STRIPE_PUBLISHABLE_KEY must be of the same mode (test or live) as STRIPE_SECRET_KEY');
  }
  const allowTestModeRaw = read('STRIPE_ALLOW_TEST_MODE') ?? 'false';
  if (allowTestModeRaw !== 'true' && allowTestModeRaw !== 'false') {
    issues.push(`STRIPE_ALLOW_TEST_MODE must be true or false, got "${allowTestModeRaw}"`);
  }
  const emulatorBrowserUrl =
    publishableKey !== null || emulatorUrl === undefined
      ? null
      : readOrigin('STRIPE_EMULATOR_PUBLIC_URL', read('STRIPE_EMULATOR_PUBLIC_URL') ?? emulatorUrl, issues);

  const publicSiteUrl = readOrigin(
    'PUBLIC_SITE_URL',
    read('PUBLIC_SITE_URL') ?? 'http://localhost:3000',
    issues,
  );
  const allowedOrigins = (read('ALLOWED_ORIGINS') ?? publicSiteUrl)
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => readOrigin('ALLOWED_ORIGINS', origin, issues));

  const cookieName = read('SESSION_COOKIE_NAME') ?? '__session';
  if (!COOKIE_NAME.test(cookieName))
    issues.push(`SESSION_COOKIE_NAME is not a valid cookie name: "${cookieName}"`);
  const daysRaw = read('SESSION_DAYS') ?? '5';
  const days = Number(daysRaw);
  if (!Number.isInteger(days) || days < 1 || days > MAX_SESSION_DAYS) {
    issues.push(`SESSION_DAYS must be a whole number from 1 to ${MAX_SESSION_DAYS}, got "${daysRaw}"`);
  }

  const smtpUrl = read('SMTP_URL') ?? `smtp://127.0.0.1:${port('smtp', 1025)}`;
  if (!/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) issues.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const mailFrom = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  const passwordReset = {
    maxPerEmail: wholeNumber('PASSWORD_RESET_MAX_PER_EMAIL', 3, 1000),
    maxPerClient: wholeNumber('PASSWORD_RESET_MAX_PER_CLIENT', 10, 100_000),
    maxMailsPerEmail: wholeNumber('PASSWORD_RESET_MAX_MAILS_PER_EMAIL', 5, 1000),
    windowMinutes: wholeNumber('PASSWORD_RESET_WINDOW_MINUTES', 15, 24 * 60),
  };

  const tracking = readTrackingConfig(read, issues);
  const rateLimits = readRateLimitConfig(read, issues);
  const campaigns = readCampaignConfig(read, issues);

  if (issues.length > 0) throw new ConfigError([...new Set(issues)]);
  const config: AppConfig = {
    nodeEnv,
    apiPort,
    logLevel,
    shutdownDrainMs,
    database,
    migrateOnBoot,
    firebase: { projectId, credentials, authEmulatorHost },
    stripe: {
      secretKey: secretKeyRaw ?? EMULATOR_STRIPE_KEY,
      endpoint,
      webhookSecret,
      publishableKey,
      emulatorBrowserUrl,
      allowTestMode: allowTestModeRaw === 'true',
    },
    publicSiteUrl,
    allowedOrigins,
    session: { cookieName, days, secureCookie: nodeEnv === 'production' },
    mail: { smtpUrl, from: mailFrom },
    passwordReset,
    tracking,
    rateLimits,
    campaigns,
  };
  if (nodeEnv === 'production') {
    const unsafe = productionIssues(config, env);
    if (unsafe.length > 0) throw new ConfigError(unsafe, PRODUCTION_HEADING);
  }
  return config;
}

function readDatabase(
  url: string | undefined,
  dataDir: string | undefined,
  schema: string | undefined,
  issues: string[],
  pool: PostgresPoolConfig,
): DatabaseConfig {
  if (url === undefined) return { kind: 'pglite', dataDir: path.resolve(dataDir ?? DEFAULT_DATA_DIR) };
  if (url === 'memory://') return { kind: 'pglite-memory' };
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    issues.push(`DATABASE_SCHEMA must be a lowercase SQL identifier, got "${schema}"`);
  }
  if (/^postgres(ql)?:\/\/.+/.test(url)) return { kind: 'postgres', url, schema: schema ?? null, pool };
  issues.push('DATABASE_URL must be a postgres:// URL or memory://');
  return { kind: 'pglite-memory' };
}

function readStripeEndpoint(raw: string, issues: string[]): StripeEndpoint | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  } catch {
    issues.push(`STRIPE_EMULATOR_URL must be an http(s) URL, got "${raw}"`);
    return null;
  }
}

function readOrigin(name: string, raw: string, issues: string[]): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin;
  } catch {
    issues.push(`${name} must hold http(s) URLs, got "${raw}"`);
    return raw;
  }
}
