/**
 * The variables NODE_ENV=production with nothing else set must name, in the order the refusal lists
 * them: every local-only default the API would otherwise run on (backend/CONFIG.md, "Deploying").
 */
export const REFUSED_WITH_NOTHING_SET = [
  'FIREBASE_CREDENTIALS',
  'FIREBASE_PROJECT_ID',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DATABASE_URL',
  'PUBLIC_SITE_URL',
  'TRUSTED_PROXIES',
  'SMTP_URL',
] as const;
