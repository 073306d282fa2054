/** Local stand-ins: fine on a laptop, refused with NODE_ENV=production (production-safety.ts). */
export const EMULATOR_STRIPE_KEY = 'sk_test_emulator';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_local_emulator';
