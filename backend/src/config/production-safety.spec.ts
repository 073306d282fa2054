import { REFUSED_WITH_NOTHING_SET } from '../../test/support/production-env';
import { ConfigError, loadConfig, PRODUCTION_HEADING } from './app-config';

/** A production environment with every local default replaced: the baseline each test breaks once. */
const SAFE: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  FIREBASE_CREDENTIALS: 'application-default',
  FIREBASE_PROJECT_ID: 'busqy-prod',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
  TRUSTED_PROXIES: '10.0.0.0/8',
  STRIPE_WEBHOOK_SECRET: 'whsec_from_stripe_123',
  DATABASE_URL: 'postgres://busqy@db.internal:5432/busqy',
  PUBLIC_SITE_URL: 'https://www.busqy.com.br',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587/?requireTLS=true',
};

function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to refuse this production configuration');
}

describe('production refuses local-only and unsafe settings', () => {
  it('starts on a complete production configuration, Application Default Credentials without a key file', () => {
    const config = loadConfig(SAFE);
    expect(config.firebase).toEqual({
      projectId: 'busqy-prod',
      credentials: 'application-default',
      authEmulatorHost: null,
    });
    expect(config.session.secureCookie).toBe(true);
    expect(loadConfig({ ...SAFE, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).mail.smtpUrl).toContain(
      'smtps://',
    );
  });

  it('with nothing set, names every variable at once under one heading', () => {
    const error = refusal({ NODE_ENV: 'production' });
    expect(error.message.startsWith(PRODUCTION_HEADING)).toBe(true);
    const named = error.issues.map((issue) => /^[A-Z_]+/.exec(issue)?.[0]);
    expect(named).toEqual(REFUSED_WITH_NOTHING_SET);
  });

  it.each<[string, NodeJS.ProcessEnv, string]>([
    [
      'the Auth emulator address is set',
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    ],
    // firebase-admin takes any non-empty value as emulator mode.
    [
      'an Auth emulator address of spaces',
      { FIREBASE_AUTH_EMULATOR_HOST: '  ' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    ],
    ['an empty Auth emulator address', { FIREBASE_AUTH_EMULATOR_HOST: '' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
    ['the default TRUSTED_PROXIES (unset)', { TRUSTED_PROXIES: undefined }, 'TRUSTED_PROXIES'],
    [
      'a test-mode Stripe key',
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' },
      'STRIPE_SECRET_KEY',
    ],
    ['no publishable key', { STRIPE_PUBLISHABLE_KEY: undefined }, 'STRIPE_PUBLISHABLE_KEY'],
    [
      'a publishable key of the other mode',
      { STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' },
      'STRIPE_PUBLISHABLE_KEY',
    ],
    ['no Firebase credentials mode', { FIREBASE_CREDENTIALS: undefined }, 'FIREBASE_CREDENTIALS'],
    ['the emulator credentials mode', { FIREBASE_CREDENTIALS: 'emulator' }, 'FIREBASE_CREDENTIALS'],
    ['a demo- project', { FIREBASE_PROJECT_ID: 'demo-busqy' }, 'FIREBASE_PROJECT_ID'],
    ['no Stripe key', { STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY'],
    [
      "the emulator's key",
      { STRIPE_SECRET_KEY: 'sk_test_emulator', STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator' },
      'STRIPE_SECRET_KEY',
    ],
    ['an emulator URL', { STRIPE_EMULATOR_URL: 'http://127.0.0.1:12111' }, 'STRIPE_EMULATOR_URL'],
    [
      'the default webhook secret',
      { STRIPE_WEBHOOK_SECRET: 'whsec_local_emulator' },
      'STRIPE_WEBHOOK_SECRET',
    ],
    ['no webhook secret (default)', { STRIPE_WEBHOOK_SECRET: undefined }, 'STRIPE_WEBHOOK_SECRET'],
    ['no DATABASE_URL (PGlite)', { DATABASE_URL: undefined }, 'DATABASE_URL'],
    ['an in-memory database', { DATABASE_URL: 'memory://' }, 'DATABASE_URL'],
    ['a plain-http site', { PUBLIC_SITE_URL: 'http://www.busqy.com.br' }, 'PUBLIC_SITE_URL'],
    [
      'a plain-http allowed origin',
      { ALLOWED_ORIGINS: 'https://a.com.br,http://b.com.br' },
      'ALLOWED_ORIGINS',
    ],
    ['no SMTP_URL (local catcher)', { SMTP_URL: undefined }, 'SMTP_URL'],
    ['plain SMTP', { SMTP_URL: 'smtp://u:p@smtp.example.com:587' }, 'SMTP_URL'],
    [
      'opportunistic STARTTLS only',
      { SMTP_URL: 'smtp://smtp.example.com:587/?requireTLS=false' },
      'SMTP_URL',
    ],
    [
      'certificate checks off',
      { SMTP_URL: 'smtps://smtp.example.com/?tls.rejectUnauthorized=false' },
      'SMTP_URL',
    ],
  ])('refuses %s, naming the variable', (_case, change, variable) => {
    const error = refusal({ ...SAFE, ...change });
    expect(error.issues).toEqual([expect.stringMatching(new RegExp(`^${variable}\\b`))]);
  });

  it('runs on test-mode keys only with STRIPE_ALLOW_TEST_MODE=true (a staging site)', () => {
    const staging = loadConfig({
      ...SAFE,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_ALLOW_TEST_MODE: 'true',
    });
    expect(staging.stripe.allowTestMode).toBe(true);
  });

  it('TRUSTED_PROXIES lists only what it names: loopback is not added, and "none" trusts nothing', () => {
    expect(loadConfig(SAFE).rateLimits.trustedProxies).toEqual(['10.0.0.0/8']);
    expect(loadConfig({ ...SAFE, TRUSTED_PROXIES: 'none' }).rateLimits.trustedProxies).toEqual([]);
  });

  it('applies only to NODE_ENV=production: development runs on every local default', () => {
    expect(() => loadConfig({})).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow();
  });
});
