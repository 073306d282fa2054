/**
 * The emulator is its own program (built to backend/stripe-emulator/dist): its defaults live here, the
 * same numbers as the local stack's port table, without reading files outside its build.
 */
export const DEFAULT_PORT = 12111;
export const DEFAULT_API_PORT = 4000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_local_emulator';

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

/** STRIPE_EMULATOR_PORT, else PORT (set by a hosting platform), else 12111. */
export function configuredPort(env: NodeJS.ProcessEnv = process.env): number {
  if (!env.STRIPE_EMULATOR_PORT?.trim() && env.PORT?.trim()) return portFrom(env, 'PORT', DEFAULT_PORT);
  return portFrom(env, 'STRIPE_EMULATOR_PORT', DEFAULT_PORT);
}

/** The API's webhook route on the API port (API_PORT, else 4000). */
export function defaultWebhookUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${portFrom(env, 'API_PORT', DEFAULT_API_PORT)}/webhooks/stripe`;
}

/**
 * STRIPE_EMULATOR_SITE_ORIGINS (comma-separated), else the local site (SHELL_PORT, else 3000) under
 * both of its local names: the only pages that may call the control routes from a browser.
 */
export function defaultSiteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = env['STRIPE_EMULATOR_SITE_ORIGINS']
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (listed !== undefined && listed.length > 0) return listed;
  const port = portFrom(env, 'SHELL_PORT', 3000);
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
