// The one place that names the local ports. Every process reads its port from here, and each can be
// overridden by the environment variable named beside it (documented in README.md).
'use strict';

const definitions = {
  shell: { env: 'SHELL_PORT', port: 3000 },
  // The shell's dev server (npm run dev -w shell): its hot-reload socket only.
  shellDev: { env: 'SHELL_DEV_PORT', port: 3010 },
  marketing: { env: 'MARKETING_PORT', port: 3001 },
  account: { env: 'ACCOUNT_PORT', port: 3002 },
  checkout: { env: 'CHECKOUT_PORT', port: 3003 },
  api: { env: 'API_PORT', port: 4000 },
  stripeEmulator: { env: 'STRIPE_EMULATOR_PORT', port: 12111 },
  authEmulator: { env: 'AUTH_EMULATOR_PORT', port: 9099 },
  smtp: { env: 'SMTP_PORT', port: 1025 },
  smtpWeb: { env: 'SMTP_WEB_PORT', port: 1080 },
};

function readPort(name, env = process.env) {
  const def = definitions[name];
  if (!def) throw new Error(`Unknown service "${name}"`);
  const raw = env[def.env];
  if (raw === undefined || raw === '') return def.port;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${def.env} must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

module.exports = { definitions, readPort };
