import path from 'node:path';

import { ConfigError, loadConfig } from './app-config';

function issuesOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('listens on PORT (set by the platform) unless API_PORT is set', () => {
    expect(loadConfig({ PORT: '8080' }).apiPort).toBe(8080);
    expect(loadConfig({ PORT: '8080', API_PORT: '4100' }).apiPort).toBe(4100);
    expect(issuesOf({ PORT: 'abc' })).toEqual(['PORT must be a port number (1-65535), got "abc"']);
  });

  it('migrates at boot unless DATABASE_MIGRATE_ON_BOOT=false', () => {
    expect(loadConfig({ DATABASE_MIGRATE_ON_BOOT: 'false' }).migrateOnBoot).toBe(false);
    expect(issuesOf({ DATABASE_MIGRATE_ON_BOOT: 'no' })).toEqual([
      'DATABASE_MIGRATE_ON_BOOT must be true or false, got "no"',
    ]);
  });

  it('reads the log level', () => {
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(issuesOf({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ]);
  });

  it('reads the shutdown drain delay', () => {
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '250' }).shutdownDrainMs).toBe(250);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(issuesOf({ SHUTDOWN_DRAIN_MS: '-1' })).toEqual([
      'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 600000, got "-1"',
    ]);
  });

  it('runs with no environment at all on embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      apiPort: 4000,
      logLevel: 'info',
      shutdownDrainMs: 5000,
      database: { kind: 'pglite', dataDir: path.resolve(__dirname, '../../.data/pglite') },
      migrateOnBoot: true,
      firebase: { projectId: 'demo-busqy', credentials: 'emulator', authEmulatorHost: '127.0.0.1:9099' },
      stripe: {
        secretKey: 'sk_test_emulator',
        endpoint: { host: '127.0.0.1', port: 12111, protocol: 'http' },
        webhookSecret: 'whsec_local_emulator',
        publishableKey: null,
        emulatorBrowserUrl: 'http://127.0.0.1:12111',
        allowTestMode: false,
      },
      publicSiteUrl: 'http://localhost:3000',
      allowedOrigins: ['http://localhost:3000'],
      session: { cookieName: '__session', days: 5, secureCookie: false },
      mail: { smtpUrl: 'smtp://127.0.0.1:1025', from: 'Busqy <nao-responda@busqy.com.br>' },
      passwordReset: { maxPerEmail: 3, maxPerClient: 10, maxMailsPerEmail: 5, windowMinutes: 15 },
      tracking: {
        meta: null,
        graphUrl: 'https://graph.facebook.com/v21.0',
        intervalMs: 5000,
        batchSize: 100,
        maxAttempts: 10,
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
        retentionDays: 30,
        outboxMaxRows: 100_000,
      },
      rateLimits: {
        trustedProxies: ['127.0.0.0/8', '::1/128'],
        trustedProxiesExplicit: false,
        checkoutPerUser: 10,
        checkoutWindowMinutes: 10,
        trackingPerClientPerMinute: 120,
      },
      campaigns: { disabled: [], referralCouponsMax: 2000 },
    });
  });

  it('reads the mail and password-reset settings, with the default SMTP port moved by SMTP_PORT', () => {
    expect(loadConfig({ SMTP_PORT: '2525' }).mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Equipe <equipe@example.com>',
      PASSWORD_RESET_MAX_PER_EMAIL: '5',
      PASSWORD_RESET_MAX_PER_CLIENT: '50',
      PASSWORD_RESET_WINDOW_MINUTES: '60',
      PASSWORD_RESET_MAX_MAILS_PER_EMAIL: '8',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Equipe <equipe@example.com>',
    });
    expect(config.passwordReset).toEqual({
      maxPerEmail: 5,
      maxPerClient: 50,
      maxMailsPerEmail: 8,
      windowMinutes: 60,
    });
    expect(
      issuesOf({
        SMTP_URL: 'http://mail',
        PASSWORD_RESET_MAX_PER_EMAIL: '0',
        PASSWORD_RESET_WINDOW_MINUTES: 'x',
      }),
    ).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'PASSWORD_RESET_MAX_PER_EMAIL must be a whole number from 1 to 1000, got "0"',
      'PASSWORD_RESET_WINDOW_MINUTES must be a whole number from 1 to 1440, got "x"',
    ]);
  });

  it('follows the port variables (API_PORT, AUTH_EMULATOR_PORT, STRIPE_EMULATOR_PORT)', () => {
    const config = loadConfig({
      API_PORT: '4500',
      AUTH_EMULATOR_PORT: '9199',
      STRIPE_EMULATOR_PORT: '12999',
    });
    expect(config.apiPort).toBe(4500);
    expect(config.firebase.authEmulatorHost).toBe('127.0.0.1:9199');
    expect(config.stripe.endpoint?.port).toBe(12999);
  });

  it('chooses the database from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite-memory' });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DATABASE_SCHEMA: 'tenant_1' }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
      schema: 'tenant_1',
      pool: { max: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15_000 },
    });
    const tuned = loadConfig({
      DATABASE_URL: 'postgres://h/db',
      DATABASE_POOL_MAX: '20',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
    }).database;
    expect(tuned).toMatchObject({ pool: { max: 20, connectTimeoutMs: 2000, statementTimeoutMs: 60_000 } });
    expect(issuesOf({ DATABASE_URL: 'postgres://h/db', DATABASE_CONNECT_TIMEOUT_MS: '0' })).toEqual([
      'DATABASE_CONNECT_TIMEOUT_MS must be a whole number from 1 to 600000, got "0"',
    ]);
    expect(loadConfig({ DATA_DIR: '/tmp/busqy-db' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/busqy-db',
    });
  });

  it('uses real services when credentials are configured', () => {
    const config = loadConfig({
      GOOGLE_APPLICATION_CREDENTIALS: '/secrets/sa.json',
      FIREBASE_PROJECT_ID: 'busqy-prod',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      TRUSTED_PROXIES: '10.0.0.0/8',
      STRIPE_WEBHOOK_SECRET: 'whsec_from_stripe_123',
      DATABASE_URL: 'postgres://busqy@db.internal:5432/busqy',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://busqy.com.br/',
      ALLOWED_ORIGINS: 'https://busqy.com.br, https://www.busqy.com.br',
    });
    expect(config.firebase).toEqual({
      projectId: 'busqy-prod',
      credentials: 'application-default',
      authEmulatorHost: null,
    });
    expect(config.stripe.endpoint).toBeNull();
    expect(config.stripe.secretKey).toBe('sk_live_abc123');
    expect(config.stripe.emulatorBrowserUrl).toBeNull();
    expect(config.session.secureCookie).toBe(true);
    expect(config.publicSiteUrl).toBe('https://busqy.com.br');
    expect(config.allowedOrigins).toEqual(['https://busqy.com.br', 'https://www.busqy.com.br']);
  });

  it('lists every invalid value at once', () => {
    const issues = issuesOf({
      API_PORT: '70000',
      DATABASE_URL: 'mysql://x',
      SESSION_DAYS: '15',
      STRIPE_SECRET_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'secret',
      ALLOWED_ORIGINS: 'not a url',
      NODE_ENV: 'staging',
      SESSION_COOKIE_NAME: 'bad name',
    });
    expect(issues).toEqual([
      expect.stringContaining('NODE_ENV'),
      expect.stringContaining('API_PORT'),
      expect.stringContaining('DATABASE_URL'),
      expect.stringContaining('STRIPE_SECRET_KEY'),
      expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
      expect.stringContaining('ALLOWED_ORIGINS'),
      expect.stringContaining('SESSION_COOKIE_NAME'),
      expect.stringContaining('SESSION_DAYS'),
    ]);
  });

  it('gives the browser the publishable key, or the emulator address when there is none', () => {
    expect(loadConfig({ STRIPE_EMULATOR_PUBLIC_URL: 'http://localhost:12611/' }).stripe).toMatchObject({
      publishableKey: null,
      emulatorBrowserUrl: 'http://localhost:12611',
    });
    const live = loadConfig({ STRIPE_SECRET_KEY: 'sk_live_a1', STRIPE_PUBLISHABLE_KEY: 'pk_live_b2' });
    expect(live.stripe).toMatchObject({ publishableKey: 'pk_live_b2', emulatorBrowserUrl: null });
    expect(issuesOf({ STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })).toEqual([
      expect.stringContaining('STRIPE_PUBLISHABLE_KEY'),
    ]);
  });

  it('chooses Firebase credentials: explicit FIREBASE_CREDENTIALS, else a key file, else the emulator', () => {
    expect(loadConfig({ FIREBASE_CREDENTIALS: 'application-default' }).firebase).toMatchObject({
      credentials: 'application-default',
      authEmulatorHost: null,
    });
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }).firebase).toMatchObject({
      credentials: 'emulator',
      authEmulatorHost: '127.0.0.1:9199',
    });
    // An explicit emulator address wins over a key file lying around on a developer's machine.
    expect(
      loadConfig({ GOOGLE_APPLICATION_CREDENTIALS: '/k.json', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })
        .firebase.credentials,
    ).toBe('emulator');
    expect(issuesOf({ FIREBASE_CREDENTIALS: 'service-account' })).toEqual([
      expect.stringContaining('FIREBASE_CREDENTIALS'),
    ]);
    expect(
      issuesOf({ FIREBASE_CREDENTIALS: 'application-default', FIREBASE_AUTH_EMULATOR_HOST: 'h:1' }),
    ).toEqual([expect.stringContaining('FIREBASE_AUTH_EMULATOR_HOST')]);
  });

  it.each(['0', '14.5', 'five', '-1'])('rejects SESSION_DAYS=%s', (days) => {
    expect(issuesOf({ SESSION_DAYS: days })).toEqual([expect.stringContaining('SESSION_DAYS')]);
  });

  it('accepts the 14-day Firebase maximum and rejects a bad schema name', () => {
    expect(loadConfig({ SESSION_DAYS: '14' }).session.days).toBe(14);
    expect(issuesOf({ DATABASE_URL: 'postgres://h/db', DATABASE_SCHEMA: 'x; drop' })).toEqual([
      expect.stringContaining('DATABASE_SCHEMA'),
    ]);
  });
});
