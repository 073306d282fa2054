import path from 'node:path';

interface PortsConfig {
  readPort(name: string, env?: NodeJS.ProcessEnv): number;
}

function portsConfig(): PortsConfig {
  // The repository's one port table; this path works from both src/stripe-emulator and dist/stripe-emulator.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file outside the TypeScript project
  return require(path.resolve(__dirname, '../../../ports.config.cjs')) as PortsConfig;
}

/** STRIPE_EMULATOR_PORT, else the port table's stripeEmulator entry (12111). */
export function configuredPort(env: NodeJS.ProcessEnv = process.env): number {
  return portsConfig().readPort('stripeEmulator', env);
}

/** The API's webhook route on the API port (API_PORT, else 4000). */
export function defaultWebhookUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${portsConfig().readPort('api', env)}/webhooks/stripe`;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_local_emulator';
