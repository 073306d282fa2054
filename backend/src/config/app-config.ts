import path from 'node:path';

import { type CampaignConfig, readCampaignConfig } from '../catalog/campaign-config';
import { type RateLimitConfig, readRateLimitConfig } from '../rate-limit/rate-limit-config';
import { readTrackingConfig, type TrackingConfig } from '../tracking/tracking-config';

type ReadPort = (name: string, env?: NodeJS.ProcessEnv) => number;

/**
 * readPort from ports.config.cjs at the repository root; src/config and dist/config have the same
 * depth, so one relative path works under jest (src) and in the build (dist). Required here rather than
 * at the top: that module validates every port variable when it loads and throws on a bad one.
 */
function loadReadPort(): ReadPort {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('../../../ports.config.cjs') as { readPort: ReadPort }).readPort;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string; /** null = the server's search_path (public). */ schema: string | null };

export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  apiPort: number;
  database: DatabaseConfig;
  firebase: {
    projectId: string;
    /** host:port of the Auth emulator, or null when real credentials are configured. */
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
  /** POST /api/password-reset: sliding-window limits per e-mail address and per client IP. */
  passwordReset: {
    maxPerEmail: number;
    maxPerClient: number;
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
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const EMULATOR_STRIPE_KEY = 'sk_test_emulator';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_local_emulator';
export const DEFAULT_MAIL_FROM = 'Busqy <nao-responda@busqy.com.br>';
export const MAX_SESSION_DAYS = 14; // Firebase refuses session cookies longer than two weeks.
const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../.data/pglite');
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const COOKIE_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/** Reads and validates the environment once. Every variable has a default, so `{}` is a valid input. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const issues: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const port = (service: string, fallback: number): number => {
    try {
      return loadReadPort()(service, env);
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

  const apiPort = port('api', 4000);
  const database = readDatabase(read('DATABASE_URL'), read('DATA_DIR'), read('DATABASE_SCHEMA'), issues);

  const projectId = read('FIREBASE_PROJECT_ID') ?? 'demo-busqy';
  if (!/^[a-z0-9-]{4,40}$/.test(projectId)) {
    issues.push(
      `FIREBASE_PROJECT_ID must be a Firebase project id (lowercase letters, digits, -), got "${projectId}"`,
    );
  }
  const hasCredentials = read('GOOGLE_APPLICATION_CREDENTIALS') !== undefined;
  const authEmulatorHost =
    read('FIREBASE_AUTH_EMULATOR_HOST') ??
    (hasCredentials ? null : `127.0.0.1:${port('authEmulator', 9099)}`);
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
  const wholeNumber = (name: string, fallback: number, max: number): number => {
    const raw = read(name) ?? String(fallback);
    const value = Number(raw);
    if (Number.isInteger(value) && value >= 1 && value <= max) return value;
    issues.push(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
    return fallback;
  };
  const passwordReset = {
    maxPerEmail: wholeNumber('PASSWORD_RESET_MAX_PER_EMAIL', 3, 1000),
    maxPerClient: wholeNumber('PASSWORD_RESET_MAX_PER_CLIENT', 10, 100_000),
    windowMinutes: wholeNumber('PASSWORD_RESET_WINDOW_MINUTES', 15, 24 * 60),
  };

  const tracking = readTrackingConfig(read, issues);
  const rateLimits = readRateLimitConfig(read, issues);
  const campaigns = readCampaignConfig(read, issues);

  if (issues.length > 0) throw new ConfigError([...new Set(issues)]);
  return {
    nodeEnv,
    apiPort,
    database,
    firebase: { projectId, authEmulatorHost },
    stripe: {
      secretKey: secretKeyRaw ?? EMULATOR_STRIPE_KEY,
      endpoint,
      webhookSecret,
      publishableKey,
      emulatorBrowserUrl,
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
}

function readDatabase(
  url: string | undefined,
  dataDir: string | undefined,
  schema: string | undefined,
  issues: string[],
): DatabaseConfig {
  if (url === undefined) return { kind: 'pglite', dataDir: path.resolve(dataDir ?? DEFAULT_DATA_DIR) };
  if (url === 'memory://') return { kind: 'pglite-memory' };
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    issues.push(`DATABASE_SCHEMA must be a lowercase SQL identifier, got "${schema}"`);
  }
  if (/^postgres(ql)?:\/\/.+/.test(url)) return { kind: 'postgres', url, schema: schema ?? null };
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
