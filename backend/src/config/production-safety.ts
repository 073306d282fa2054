import type { AppConfig } from './app-config';
import { DEFAULT_WEBHOOK_SECRET, EMULATOR_STRIPE_KEY } from './local-defaults';

/**
 * Every reason the (already valid) configuration must not run with NODE_ENV=production, one line per
 * variable to change. Empty = safe to start.
 */
export function productionIssues(config: AppConfig, env: NodeJS.ProcessEnv): string[] {
  const set = (name: string): boolean => (env[name]?.trim() ?? '') !== '';
  const issues: string[] = [];

  // Present in any form, even blank: firebase-admin takes any non-empty value as emulator mode, which
  // skips token signatures.
  if (env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    issues.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set: the Auth emulator accepts unsigned tokens for any user; unset it',
    );
  }
  if (config.firebase.credentials !== 'application-default') {
    issues.push(
      'FIREBASE_CREDENTIALS: no Firebase credentials, the Auth emulator would be used; set ' +
        'FIREBASE_CREDENTIALS=application-default (Cloud Run/GCE metadata server, or a key file in ' +
        'GOOGLE_APPLICATION_CREDENTIALS)',
    );
  }
  if (config.firebase.projectId.startsWith('demo-')) {
    issues.push(
      `FIREBASE_PROJECT_ID is "${config.firebase.projectId}": demo-* projects exist only in the emulator`,
    );
  }

  if (!set('STRIPE_SECRET_KEY') || config.stripe.secretKey === EMULATOR_STRIPE_KEY) {
    issues.push('STRIPE_SECRET_KEY is not a real Stripe key: the local Stripe emulator would be used');
  }
  if (isTestKey(config.stripe.secretKey) && config.stripe.secretKey !== EMULATOR_STRIPE_KEY) {
    if (!config.stripe.allowTestMode) {
      issues.push(
        'STRIPE_SECRET_KEY is a test-mode key: every sale would be a test sale; use sk_live_… (or set ' +
          'STRIPE_ALLOW_TEST_MODE=true for a staging site)',
      );
    }
  }
  if (config.stripe.publishableKey === null) {
    issues.push(
      'STRIPE_PUBLISHABLE_KEY is not set: the checkout page could not load Stripe.js (pk_live_…, the ' +
        'same mode as STRIPE_SECRET_KEY)',
    );
  }
  if (set('STRIPE_EMULATOR_URL')) {
    issues.push('STRIPE_EMULATOR_URL is set: payments would go to an emulator instead of Stripe; unset it');
  }
  if (config.stripe.webhookSecret === DEFAULT_WEBHOOK_SECRET) {
    issues.push(
      'STRIPE_WEBHOOK_SECRET is the public local default: anyone could forge webhooks; set the ' +
        "endpoint's whsec_… from Stripe",
    );
  }

  if (config.database.kind !== 'postgres') {
    issues.push(
      config.database.kind === 'pglite'
        ? 'DATABASE_URL is not set: production needs PostgreSQL (postgres://…), not the embedded PGlite'
        : 'DATABASE_URL is memory://: production needs PostgreSQL (postgres://…)',
    );
  }

  if (!config.publicSiteUrl.startsWith('https://')) {
    issues.push(`PUBLIC_SITE_URL must be https:// in production, got "${config.publicSiteUrl}"`);
  }
  const plain = config.allowedOrigins.filter((origin) => !origin.startsWith('https://'));
  // Unset, it is PUBLIC_SITE_URL, already named above.
  if (set('ALLOWED_ORIGINS') && plain.length > 0) {
    issues.push(`ALLOWED_ORIGINS must all be https:// in production, got "${plain.join(', ')}"`);
  }

  if (!config.rateLimits.trustedProxiesExplicit) {
    issues.push(
      'TRUSTED_PROXIES is not set: name the load balancer or shell addresses in front of the API (or ' +
        '"none"), else rate limits key on the proxy and become site-wide (README, "Deploying")',
    );
  }

  const smtp = smtpTlsProblem(config.mail.smtpUrl, set('SMTP_URL'));
  if (smtp !== null) issues.push(smtp);
  return issues;
}

/** sk_test_… / rk_test_…: Stripe's test mode, where no money moves. */
export function isTestKey(key: string): boolean {
  return /^(sk|rk|pk)_test_/.test(key);
}

/**
 * SMTP must be encrypted: smtps:// (TLS from the first byte, port 465) or smtp://…?requireTLS=true
 * (STARTTLS required: nodemailer refuses to send if the server does not offer it). Certificate checks
 * must stay on.
 */
function smtpTlsProblem(smtpUrl: string, explicit: boolean): string | null {
  if (!explicit) return 'SMTP_URL is not set: the local mail catcher would be used';
  const url = new URL(smtpUrl);
  const params = url.searchParams;
  if (params.get('tls.rejectUnauthorized') === 'false' || params.get('ignoreTLS') === 'true') {
    return 'SMTP_URL turns TLS checks off (tls.rejectUnauthorized=false or ignoreTLS=true)';
  }
  if (url.protocol === 'smtps:' || params.get('requireTLS') === 'true') return null;
  return 'SMTP_URL is not TLS: use smtps://… (port 465) or smtp://…:587/?requireTLS=true (STARTTLS required)';
}
