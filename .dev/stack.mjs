// The whole local site as a list of processes: used by `npm start` and by the browser journeys of
// `npm test`, so the journeys run against exactly what `npm start` serves. Ports come from
// ports.config.cjs (overridable by environment).
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { readPort, definitions } = require(path.join(ROOT, 'ports.config.cjs'));

export const FIREBASE_PROJECT_ID = 'demo-busqy';

/** Every port of the stack, read from `env` (so the test runner can move the whole stack). */
export function stackPorts(env = process.env) {
  return Object.fromEntries(Object.keys(definitions).map((name) => [name, readPort(name, env)]));
}

/** Environment variables that move every port of the stack `offset` above its default. */
export function offsetPortEnv(offset) {
  return Object.fromEntries(Object.values(definitions).map(({ env, port }) => [env, String(port + offset)]));
}

/**
 * firebase.json names the Auth emulator port; when the environment moves it, write a copy with the
 * new port (the CLI takes the file with --config) instead of editing the checked-in file.
 */
function firebaseConfigFor(authPort, dataDir) {
  const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  if (base.emulators.auth.port === authPort) return path.join(ROOT, 'firebase.json');
  base.emulators.auth.port = authPort;
  // Its hub and log ports too, so several stacks (npm start, npm test, budget) can run side by side.
  base.emulators.hub = { host: '127.0.0.1', port: authPort + 1 };
  base.emulators.logging = { host: '127.0.0.1', port: authPort + 2 };
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `firebase.${authPort}.json`);
  writeFileSync(file, JSON.stringify(base, null, 2));
  return file;
}

/** The Auth emulator alone (the test runner starts it before the API tests). */
export function authEmulatorCommand({ ports, dataDir }) {
  const config = firebaseConfigFor(ports.authEmulator, dataDir);
  return {
    name: 'auth',
    // The seed turns on improved e-mail privacy, as in production: a wrong password and an unknown
    // user both answer auth/invalid-credential.
    command: `node node_modules/firebase-tools/lib/bin/firebase.js emulators:start --only auth --project ${FIREBASE_PROJECT_ID} --config "${config}" --import .dev/auth-emulator-seed`,
    cwd: ROOT,
    env: { CI: '1' },
    ready: `http://127.0.0.1:${ports.authEmulator}/`,
  };
}

/** The apps `npm start` and `npm run dev` can run as dev servers (`<app>:dev`), and what runs the rest. */
export const APPS = ['shell', 'marketing', 'account', 'checkout'];
export const GROUPS = { emulators: ['auth', 'stripe', 'smtp'], api: ['api'] };

/**
 * What `npm start -- <parts>` asks for: the processes to include and the apps served by their dev
 * server. No parts: everything (with `dev`, every app as a dev server).
 */
export function parseSelection(args, { dev: allDev = false } = {}) {
  const names = args.filter((arg) => !arg.startsWith('--'));
  const selected = names.length ? names : [...APPS, 'api', 'emulators'];
  const include = [];
  const dev = [];
  for (const entry of selected) {
    const [name, mode] = entry.split(':');
    if (APPS.includes(name) && (mode === undefined || mode === 'dev')) {
      include.push(name);
      if (mode === 'dev' || allDev) dev.push(name);
    } else if (GROUPS[name] && mode === undefined) {
      include.push(...GROUPS[name]);
    } else {
      throw new Error(
        `"${entry}" não é uma parte do site: use ${APPS.join(', ')} (com :dev para o servidor de desenvolvimento), api ou emulators`,
      );
    }
  }
  return { include, dev };
}

const REMOTES = ['marketing', 'account', 'checkout'];

/**
 * @param {{ ports: ReturnType<typeof stackPorts>, dataDir: string, databaseUrl?: string, include?: string[],
 *   dev?: string[] }} options  dev: apps served by their dev server (hot reload) instead of their build
 * @returns {{ name: string, command: string, cwd: string, env: Record<string,string>, ready: string }[]}
 */
export function stackCommands({ ports, dataDir, databaseUrl, include, dev = [] }) {
  const local = (port) => `http://localhost:${port}`;
  // A remote's dev server (Fast Refresh) needs a development shell: react-dom's development build and
  // the DevTools hook the development shell installs. With the shell from its build beside a remote
  // `:dev` (`npm start -- shell api emulators marketing:dev`), the shell is built once in development
  // mode into shell/dist-dev (webpack's filesystem cache makes later runs quick) and its server serves
  // that; a shell change still needs `shell:dev`.
  const shellDevBuild = !dev.includes('shell') && dev.some((app) => app !== 'shell');
  const siteUrl = local(ports.shell);
  const webhookSecret = 'whsec_local_emulator';
  const commands = [
    authEmulatorCommand({ ports, dataDir }),
    {
      name: 'smtp',
      command: `node node_modules/maildev/bin/maildev --smtp ${ports.smtp} --web ${ports.smtpWeb} --ip 127.0.0.1 --web-ip 127.0.0.1`,
      cwd: ROOT,
      env: {},
      ready: `http://127.0.0.1:${ports.smtpWeb}/`,
    },
    {
      name: 'stripe',
      // Its own program, built apart from the API (backend/stripe-emulator/dist).
      command: 'node backend/stripe-emulator/dist/main.js',
      cwd: ROOT,
      env: {
        STRIPE_EMULATOR_PORT: String(ports.stripeEmulator),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${ports.api}/webhooks/stripe`,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_EMULATOR_PUBLIC_URL: `http://127.0.0.1:${ports.stripeEmulator}`,
        // The only pages that may call its control routes from a browser (CORS).
        STRIPE_EMULATOR_SITE_ORIGINS: `http://localhost:${ports.shell},http://127.0.0.1:${ports.shell}`,
      },
      ready: `tcp:127.0.0.1:${ports.stripeEmulator}`,
    },
    {
      name: 'api',
      command: 'node backend/dist/main.js',
      cwd: ROOT,
      env: {
        API_PORT: String(ports.api),
        FIREBASE_PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.authEmulator}`,
        STRIPE_EMULATOR_URL: `http://127.0.0.1:${ports.stripeEmulator}`,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        PUBLIC_SITE_URL: siteUrl,
        // The site is as usable at 127.0.0.1 as at localhost.
        ALLOWED_ORIGINS: `${siteUrl},http://127.0.0.1:${ports.shell}`,
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        DATA_DIR: path.join(dataDir, 'pglite'),
        // Explicit either way: an inherited DATABASE_URL must not move a stack meant to run on PGlite.
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      },
      // Ready: the database answers (the API's own probe).
      ready: `http://127.0.0.1:${ports.api}/readyz`,
    },
    ...REMOTES.map((name) => ({
      name,
      // The dev server answers on localhost (its HMR socket's host), the static server everywhere.
      command: `npm ${dev.includes(name) ? 'run dev' : 'start'} --silent -w ${name}-remote`,
      cwd: ROOT,
      // One line per request drowns the other processes' output in a terminal.
      env: { PORT: String(ports[name]), LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
      ready: `http://${dev.includes(name) ? 'localhost' : '127.0.0.1'}:${ports[name]}/mf-manifest.json`,
    })),
    {
      name: 'shell',
      // `npm run dev -w shell`: its dev server writing shell/dist-dev (hot reload), the server restarting on its edits.
      command: dev.includes('shell')
        ? 'npm run dev --silent -w shell'
        : shellDevBuild
          ? 'npm run build:dev --silent -w @busqy/shell && node shell/server/main.js'
          : 'node shell/server/main.js',
      cwd: ROOT,
      env: {
        ...(shellDevBuild ? { SHELL_DIST_DIR: path.join(ROOT, 'shell', 'dist-dev') } : {}),
        SHELL_PORT: String(ports.shell),
        API_URL: `http://127.0.0.1:${ports.api}`,
        MARKETING_REMOTE_URL: local(ports.marketing),
        ACCOUNT_REMOTE_URL: local(ports.account),
        CHECKOUT_REMOTE_URL: local(ports.checkout),
        FIREBASE_PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.authEmulator}`,
        // Canonical URLs, sitemap and og:image; the CSP allows the Stripe emulator's script.
        PUBLIC_SITE_URL: siteUrl,
        STRIPE_EMULATOR_PUBLIC_URL: `http://127.0.0.1:${ports.stripeEmulator}`,
        // One line per request drowns the other processes' output in a terminal.
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      },
      // Ready: its warm-up over, so the first page asked for is pre-rendered (server/pages/warm-up.ts).
      // Its readiness needs every remote: with some not started (their routes show the fallback), it
      // is up once it answers at all.
      ready: `http://127.0.0.1:${ports.shell}/${REMOTES.every((name) => !include || include.includes(name)) ? 'readyz' : 'livez'}`,
    },
  ];
  return include ? commands.filter((c) => include.includes(c.name)) : commands;
}
