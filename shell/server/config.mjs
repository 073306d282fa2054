// Turns the environment into the shell server's options and the browser's runtime config.
// Every variable has a default that works for `npm start` on one machine.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { companyFromEnv } from './company.mjs';
import { DEFAULT_MAX_CONCURRENT_RENDERS } from './prerender/page-content.mjs';
import {
  DEFAULT_PAGE_CACHE_MB,
  DEFAULT_PAGE_S_MAXAGE,
  DEFAULT_PAGE_STALE_WHILE_REVALIDATE,
} from './pages/page-cache.mjs';
import { productionProblems } from './production-guard.mjs';
import { parseOverrideOrigins } from './remote-overrides.mjs';

const require = createRequire(import.meta.url);
const { readPort } = require('../../ports.config.cjs');

export const DEFAULT_ROUTES_FILE = fileURLToPath(new URL('./routes.json', import.meta.url));
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export const DEFAULT_LINKS = Object.freeze({
  helpCenter: 'https://ajuda.busqy.com.br',
  webAppLogin: 'https://app.busqy.com.br/login',
  whatsappSupport: 'https://wa.me/5511999999999',
  contactEmail: 'contato@busqy.com.br',
});

const ACCESS = new Set(['open', 'protected']);

function readRoutesSync(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function isText(value) {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Reads server/routes.json and checks its shape. It is the one table of pages: remote name → routes,
 * each `{ path, access, title, description }` (what the shell server puts in the page's <head>), or
 * an alias `{ path, access, canonical }` that shares the canonical route's head; `noindex: true`
 * keeps an open page out of search engines and the sitemap; `preloadData` names the API reads the
 * page makes at once (`{promo}`: the promo code of the query), preloaded with the page; `query` the
 * query parameters the page reads (only these key its page-cache entry; aliases use their canonical's).
 */
export async function readRoutes(file = DEFAULT_ROUTES_FILE) {
  const routes = JSON.parse(await readFile(file, 'utf8'));
  if (typeof routes !== 'object' || routes === null || Array.isArray(routes)) {
    throw new Error(`${file}: expected an object of remote name → routes`);
  }
  const paths = new Set(
    Object.values(routes)
      .flatMap((list) => (Array.isArray(list) ? list : []))
      .map((r) => r?.path),
  );
  for (const [remote, list] of Object.entries(routes)) {
    if (!/^[a-z][a-z0-9_]*$/.test(remote)) throw new Error(`${file}: invalid remote name "${remote}"`);
    if (!Array.isArray(list)) throw new Error(`${file}: routes of "${remote}" must be an array`);
    for (const route of list) {
      const invalid = (why) =>
        new Error(`${file}: invalid route in "${remote}" (${why}): ${JSON.stringify(route)}`);
      if (typeof route?.path !== 'string' || !route.path.startsWith('/') || !ACCESS.has(route.access)) {
        throw invalid('path and access');
      }
      if (route.canonical !== undefined) {
        if (!paths.has(route.canonical) || route.canonical === route.path) throw invalid('canonical');
      } else if (!isText(route.title) || !isText(route.description)) {
        throw invalid('title and description');
      }
      if (route.noindex !== undefined && typeof route.noindex !== 'boolean') throw invalid('noindex');
      const data = route.preloadData;
      if (data !== undefined && !(Array.isArray(data) && data.every((p) => /^\/api\/[\w/{}.-]*$/.test(p)))) {
        throw invalid('preloadData');
      }
      const query = route.query;
      if (query !== undefined && !(Array.isArray(query) && query.every((name) => /^[\w-]+$/.test(name)))) {
        throw invalid('query');
      }
    }
  }
  return routes;
}

function withoutTrailingSlash(url) {
  return url.replace(/\/+$/, '');
}

/** `<NAME>_REMOTE_URL`, else http://localhost:<port of that remote in ports.config.cjs>. */
export function remoteUrl(name, env = process.env) {
  const fromEnv = env[`${name.toUpperCase()}_REMOTE_URL`];
  if (fromEnv) return withoutTrailingSlash(fromEnv);
  return `http://localhost:${readPort(name, env)}`;
}

/** The tracking event names POST /meta-capi accepts, read from the API's OpenAPI document. */
const TRACKING_EVENTS = new Set(
  require('@busqy/api-types/openapi.json').components.schemas.TrackingEventName.enum,
);

/**
 * Browser tags from META_PIXEL_ID, GOOGLE_ADS_ID and GOOGLE_ADS_CONVERSION_LABELS (JSON object of
 * tracking event → conversion label). Undefined when none is set, so nothing external loads.
 * Throws on a malformed value (checked at boot by serverOptionsFromEnv).
 */
export function trackingFromEnv(env = process.env) {
  const tracking = {};
  const pixelId = env.META_PIXEL_ID?.trim();
  if (pixelId) {
    if (!/^\d{1,32}$/.test(pixelId)) throw new Error(`META_PIXEL_ID must be digits, got "${pixelId}"`);
    tracking.metaPixelId = pixelId;
  }
  const adsId = env.GOOGLE_ADS_ID?.trim();
  if (adsId) {
    if (!/^AW-\d{1,32}$/.test(adsId))
      throw new Error(`GOOGLE_ADS_ID must look like AW-123456789, got "${adsId}"`);
    tracking.googleAdsId = adsId;
  }
  const rawLabels = env.GOOGLE_ADS_CONVERSION_LABELS?.trim();
  if (rawLabels) {
    let labels;
    try {
      labels = JSON.parse(rawLabels);
    } catch {
      throw new Error('GOOGLE_ADS_CONVERSION_LABELS must be JSON, e.g. {"pagamento_confirmado":"AbC-123"}');
    }
    if (typeof labels !== 'object' || labels === null || Array.isArray(labels)) {
      throw new Error('GOOGLE_ADS_CONVERSION_LABELS must be a JSON object of event name → label');
    }
    for (const [event, label] of Object.entries(labels)) {
      if (!TRACKING_EVENTS.has(event))
        throw new Error(`GOOGLE_ADS_CONVERSION_LABELS: unknown event "${event}"`);
      if (typeof label !== 'string' || !/^[\w-]{1,100}$/.test(label)) {
        throw new Error(`GOOGLE_ADS_CONVERSION_LABELS: invalid label for "${event}"`);
      }
    }
    if (!adsId) throw new Error('GOOGLE_ADS_CONVERSION_LABELS needs GOOGLE_ADS_ID');
    tracking.googleAdsConversionLabels = labels;
  }
  return Object.keys(tracking).length > 0 ? tracking : undefined;
}

/** The body of GET /runtime-config.json (type RuntimeConfig in src/platform/contract.ts). */
export function buildRuntimeConfig(routes, env = process.env) {
  const remotes = {};
  for (const [name, list] of Object.entries(routes)) {
    remotes[name] = {
      // The browser registers remoteEntry.js itself (no manifest request before it, and the runtime
      // leaves out its manifest code); the shell server reads the manifest for preloads and
      // pre-rendering. Both are at the root of every remote's build.
      entry: `${remoteUrl(name, env)}/remoteEntry.js`,
      manifest: `${remoteUrl(name, env)}/mf-manifest.json`,
      routes: list.map(({ path, access }) => ({ path, access })),
    };
  }

  const projectId = env.FIREBASE_PROJECT_ID || 'demo-busqy';
  const firebase = {
    apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
  };
  if (env.FIREBASE_USE_EMULATOR !== 'false') {
    firebase.authEmulatorUrl = withoutTrailingSlash(
      env.FIREBASE_AUTH_EMULATOR_URL || `http://127.0.0.1:${readPort('authEmulator', env)}`,
    );
  }

  const config = {
    remotes,
    firebase,
    company: companyFromEnv(env),
    links: {
      helpCenter: env.HELP_CENTER_URL || DEFAULT_LINKS.helpCenter,
      webAppLogin: env.WEB_APP_URL || DEFAULT_LINKS.webAppLogin,
      whatsappSupport: env.WHATSAPP_URL || DEFAULT_LINKS.whatsappSupport,
      contactEmail: env.CONTACT_EMAIL || DEFAULT_LINKS.contactEmail,
    },
  };
  const tracking = trackingFromEnv(env);
  if (tracking) config.tracking = tracking;
  return config;
}

/**
 * TRUSTED_PROXIES: comma-separated addresses/CIDRs whose X-Forwarded-* headers are believed; "none"
 * believes nobody. The loopback default is for npm start (production requires the variable).
 */
export function trustedProxies(env = process.env) {
  const raw = env.TRUSTED_PROXIES ?? '127.0.0.1,::1';
  if (raw.trim() === 'none') return [];
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-f.:]+(?:\/\d{1,3})?$/i.test(entry)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
  }
  return list;
}

/** A whole-number setting from `min` to `max`; `fallback` when unset. */
function wholeNumberFromEnv(env, name, fallback, min, max) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** SHELL_MAX_CONCURRENT_RENDERS: pre-renders at once (default 8); past it the browser renders. */
export function maxConcurrentRendersFromEnv(env = process.env) {
  return wholeNumberFromEnv(env, 'SHELL_MAX_CONCURRENT_RENDERS', DEFAULT_MAX_CONCURRENT_RENDERS, 1, 1000);
}

/**
 * The page cache (pages/page-cache.mjs) and what open pre-rendered pages tell shared caches:
 * SHELL_PAGE_CACHE_MB (bound of the server's cache, default 32), SHELL_PAGE_S_MAXAGE (seconds a CDN
 * reuses a page, default 60) and SHELL_PAGE_STALE_WHILE_REVALIDATE (seconds it may then serve it stale
 * while it asks again, default 600).
 */
export function pageCacheFromEnv(env = process.env) {
  return {
    maxBytes: wholeNumberFromEnv(env, 'SHELL_PAGE_CACHE_MB', DEFAULT_PAGE_CACHE_MB, 1, 4096) * 1024 * 1024,
    sMaxAge: wholeNumberFromEnv(env, 'SHELL_PAGE_S_MAXAGE', DEFAULT_PAGE_S_MAXAGE, 0, 86_400),
    staleWhileRevalidate: wholeNumberFromEnv(
      env,
      'SHELL_PAGE_STALE_WHILE_REVALIDATE',
      DEFAULT_PAGE_STALE_WHILE_REVALIDATE,
      0,
      86_400,
    ),
  };
}

/**
 * Options for createShellServer from the environment (README "Shell server" lists every variable).
 * With NODE_ENV=production it throws, naming every variable that still has a local default.
 */
export function serverOptionsFromEnv(env = process.env) {
  const routesFile = env.SHELL_ROUTES_FILE || DEFAULT_ROUTES_FILE;
  const production = env.NODE_ENV === 'production';
  // A malformed tag setting stops the server at boot instead of failing every page load.
  trackingFromEnv(env);
  companyFromEnv(env);
  if (production) {
    const problems = productionProblems(env, Object.keys(readRoutesSync(routesFile)));
    if (problems.length > 0) {
      throw new Error(
        `Refusing to start with NODE_ENV=production on local defaults:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
  }
  // SHELL_PORT when set, else PORT (what Cloud Run and other platforms inject), else 3000.
  const port =
    !env.SHELL_PORT && env.PORT ? readPort('shell', { SHELL_PORT: env.PORT }) : readPort('shell', env);
  // Malformed origins stop the server at boot; production never reaches here with any (guard).
  const remoteOverrideOrigins = production ? [] : parseOverrideOrigins(env.REMOTE_OVERRIDE_ORIGINS);
  return {
    distDir: env.SHELL_DIST_DIR || DEFAULT_DIST_DIR,
    apiUrl: withoutTrailingSlash(env.API_URL || `http://127.0.0.1:${readPort('api', env)}`),
    // Read on every request: a changed route table needs neither a rebuild nor a restart.
    runtimeConfig: async () => buildRuntimeConfig(await readRoutes(routesFile), env),
    routes: () => readRoutes(routesFile),
    publicSiteUrl: withoutTrailingSlash(env.PUBLIC_SITE_URL || `http://localhost:${port}`),
    production,
    trustedProxies: trustedProxies(env),
    // Locally the checkout loads the Stripe emulator's script; in production, Stripe's.
    stripeEmulatorUrl: production
      ? null
      : withoutTrailingSlash(
          env.STRIPE_EMULATOR_PUBLIC_URL || `http://127.0.0.1:${readPort('stripeEmulator', env)}`,
        ),
    remoteOverrideOrigins,
    host: env.HOST || '0.0.0.0',
    port,
    maxConcurrentRenders: maxConcurrentRendersFromEnv(env),
    pageCache: pageCacheFromEnv(env),
  };
}
