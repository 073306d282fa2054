/**
 * The API's port defaults. They match the local stack's table (ports.config.cjs at the repository
 * root, read by the dev tooling), but the API does not read that file: a deployed API needs only its
 * own build and the environment.
 */
export const PORTS = {
  api: { env: 'API_PORT', port: 4000 },
  /** The port a hosting platform assigns (Cloud Run, Heroku…); the API uses it when API_PORT is unset. */
  platform: { env: 'PORT', port: 8080 },
  authEmulator: { env: 'AUTH_EMULATOR_PORT', port: 9099 },
  stripeEmulator: { env: 'STRIPE_EMULATOR_PORT', port: 12111 },
  smtp: { env: 'SMTP_PORT', port: 1025 },
} as const;

export type PortName = keyof typeof PORTS;

/** The port named `name`: its variable when set, else the default. Throws with a clear message on a bad value. */
export function readPort(name: PortName, env: NodeJS.ProcessEnv): number {
  const { env: variable, port } = PORTS[name];
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return port;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${variable} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}
