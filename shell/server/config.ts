// Turns the environment into the shell server's options and the browser's runtime config.
// Every variable has a default that works for `npm start` on one machine.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { companyFromEnv } from './company.js';
import { createRouteTable, validateRouteConfig } from './pages/route-table.js';
import type { RouteConfig, RouteTable, RouteTableOptions, RouteTableSource } from './pages/route-table.js';
import { DEFAULT_MAX_CONCURRENT_RENDERS } from './prerender/page-content.js';
import {
  DEFAULT_PAGE_CACHE_MB,
  DEFAULT_PAGE_S_MAXAGE,
  DEFAULT_PAGE_STALE_WHILE_REVALIDATE,
} from './pages/page-cache.js';
import { RENDER_POOL_DEFAULTS } from './prerender/render-pool.js';
import { createRemoteReleases } from './prerender/remote-releases.js';
import type { RemoteReleases, RemoteReleasesOptions } from './prerender/remote-releases.js';
import { productionProblems } from './production-guard.js';
import { parseOverrideOrigins } from './remote-overrides.js';

const require = createRequire(import.meta.url);
const { readPort } = require('../../ports.config.cjs') as {
  readPort(name: string, env?: NodeJS.ProcessEnv | Record<string, string | undefined>): number;
};

export const DEFAULT_ROUTES_FILE = fileURLToPath(new URL('./routes.json', import.meta.url));
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export const DEFAULT_LINKS = Object.freeze({
  helpCenter: 'https://ajuda.busqy.com.br',
  webAppLogin: 'https://app.busqy.com.br/login',
  whatsappSupport: 'https://wa.me/5511999999999',
  contactEmail: 'contato@busqy.com.br',
});

/** routes.json, checked (route-table.ts validateRouteConfig: the claims and the routes the shell keeps). */
export function readRouteConfig(file = DEFAULT_ROUTES_FILE): RouteConfig {
  return validateRouteConfig(JSON.parse(readFileSync(file, 'utf8')), file);
}

/** Where a remote is published: its remoteEntry.js (the browser's) and mf-manifest.json (the server's). */
export function remoteLocation(name: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    entry: `${remoteUrl(name, env)}/remoteEntry.js`,
    manifest: `${remoteUrl(name, env)}/mf-manifest.json`,
  };
}

/**
 * The one cache of each remote's release (prerender/remote-releases.ts) for this environment: the
 * remotes routes.json names, at their configured URLs, are the origins a renderer may come from.
 */
export function remoteReleasesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  options: Partial<RemoteReleasesOptions> = {},
): RemoteReleases {
  const file = env.SHELL_ROUTES_FILE || DEFAULT_ROUTES_FILE;
  return createRemoteReleases({
    // Read when a new release is checked (not per request), so a remote added to routes.json counts.
    runtimeConfig: () => ({
      remotes: Object.fromEntries(
        Object.keys(readRouteConfig(file)).map((name) => [name, remoteLocation(name, env)]),
      ),
    }),
    ...options,
  });
}

/**
 * The route table of this environment's remotes: routes.json plus the pages each remote's release
 * publishes (route-table.ts), read at start and kept up to date, not per request. The page lists come
 * from `releases`, the release cache pre-rendering reads too: one cache per remote.
 */
export function routeTableFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  {
    releases = remoteReleasesFromEnv(env),
    ...options
  }: Partial<Omit<RouteTableOptions, 'pagesOf'>> & { releases?: RemoteReleases } = {},
): RouteTableSource {
  return createRouteTable({
    file: env.SHELL_ROUTES_FILE || DEFAULT_ROUTES_FILE,
    pagesOf: async (name: string) => (await releases.get(remoteLocation(name, env).manifest))?.pages ?? null,
    ...options,
  });
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** `<NAME>_REMOTE_URL`, else http://localhost:<port of that remote in ports.config.cjs>. */
export function remoteUrl(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[`${name.toUpperCase()}_REMOTE_URL`];
  if (fromEnv) return withoutTrailingSlash(fromEnv);
  return `http://localhost:${readPort(name, env)}`;
}

/** The tracking event names POST /meta-capi accepts, read from the API's OpenAPI document. */
const TRACKING_EVENTS: ReadonlySet<string> = new Set(
  (
    require('@busqy/api-types/openapi.json') as {
      components: { schemas: { TrackingEventName: { enum: string[] } } };
    }
  ).components.schemas.TrackingEventName.enum,
);

/** The browser tags (TrackingConfig in src/platform/contract.ts). */
export interface TrackingConfig {
  metaPixelId?: string;
  googleAdsId?: string;
  /** Tracking event name → Google Ads conversion label. */
  googleAdsConversionLabels?: Record<string, string>;
}

/**
 * Browser tags from META_PIXEL_ID, GOOGLE_ADS_ID and GOOGLE_ADS_CONVERSION_LABELS (JSON object of
 * tracking event → conversion label). Undefined when none is set, so nothing external loads.
 * Throws on a malformed value (checked at boot by serverOptionsFromEnv).
 */
export function trackingFromEnv(env: NodeJS.ProcessEnv = process.env): TrackingConfig | undefined {
  const tracking: TrackingConfig = {};
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
    let labels: unknown;
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
    // Every value was checked above to be a label.
    tracking.googleAdsConversionLabels = labels as Record<string, string>;
  }
  return Object.keys(tracking).length > 0 ? tracking : undefined;
}

/**
 * The body of GET /runtime-config.json: type RuntimeConfig in src/platform/contract.ts, the browser's
 * (not imported: the contract package's index needs the DOM's types).
 */
export interface ShellRuntimeConfig {
  remotes: Record<string, { entry: string; manifest: string; routes: { path: string; access: string }[] }>;
  firebase: { apiKey: string; authDomain: string; projectId: string; authEmulatorUrl?: string };
  company: ReturnType<typeof companyFromEnv>;
  links: Record<keyof typeof DEFAULT_LINKS, string>;
  tracking?: TrackingConfig;
}

export function buildRuntimeConfig(
  routes: RouteTable,
  env: NodeJS.ProcessEnv = process.env,
): ShellRuntimeConfig {
  const remotes: ShellRuntimeConfig['remotes'] = {};
  for (const [name, list] of Object.entries(routes)) {
    remotes[name] = {
      // The browser registers remoteEntry.js itself (no manifest request before it, and the runtime
      // leaves out its manifest code); the shell server reads the manifest for preloads and
      // pre-rendering. Both are at the root of every remote's build.
      ...remoteLocation(name, env),
      routes: list.map(({ path, access }) => ({ path, access })),
    };
  }

  const projectId = env.FIREBASE_PROJECT_ID || 'demo-busqy';
  const firebase: ShellRuntimeConfig['firebase'] = {
    apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
  };
  if (env.FIREBASE_USE_EMULATOR !== 'false') {
    firebase.authEmulatorUrl = withoutTrailingSlash(
      env.FIREBASE_AUTH_EMULATOR_URL || `http://127.0.0.1:${readPort('authEmulator', env)}`,
    );
  }

  const config: ShellRuntimeConfig = {
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
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): string[] {
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
function wholeNumberFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** SHELL_MAX_CONCURRENT_RENDERS: pre-renders at once (default 8); past it the browser renders. */
export function maxConcurrentRendersFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberFromEnv(env, 'SHELL_MAX_CONCURRENT_RENDERS', DEFAULT_MAX_CONCURRENT_RENDERS, 1, 1000);
}

/**
 * The render workers (prerender/render-pool.ts): SHELL_RENDER_WORKERS, SHELL_RENDER_DEADLINE_MS (at
 * most 500: a renderer never holds a page longer) and SHELL_RENDER_WORKER_HEAP_MB.
 */
export function renderPoolFromEnv(env: NodeJS.ProcessEnv = process.env): {
  workers: number;
  deadlineMs: number;
  heapMb: number;
} {
  const defaults = RENDER_POOL_DEFAULTS;
  return {
    workers: wholeNumberFromEnv(env, 'SHELL_RENDER_WORKERS', defaults.workers, 1, 64),
    deadlineMs: wholeNumberFromEnv(env, 'SHELL_RENDER_DEADLINE_MS', defaults.deadlineMs, 10, 500),
    heapMb: wholeNumberFromEnv(env, 'SHELL_RENDER_WORKER_HEAP_MB', defaults.heapMb, 32, 4096),
  };
}

/**
 * The page cache (pages/page-cache.ts) and what open pre-rendered pages tell shared caches:
 * SHELL_PAGE_CACHE_MB (bound of the server's cache, default 32), SHELL_PAGE_S_MAXAGE (seconds a CDN
 * reuses a page, default 60) and SHELL_PAGE_STALE_WHILE_REVALIDATE (seconds it may then serve it stale
 * while it asks again, default 600).
 */
export function pageCacheFromEnv(env: NodeJS.ProcessEnv = process.env): {
  maxBytes: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
} {
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
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const routesFile = env.SHELL_ROUTES_FILE || DEFAULT_ROUTES_FILE;
  const production = env.NODE_ENV === 'production';
  // A malformed tag setting stops the server at boot instead of failing every page load.
  trackingFromEnv(env);
  companyFromEnv(env);
  if (production) {
    const problems = productionProblems(env, Object.keys(readRouteConfig(routesFile)));
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
  // One cache of each remote's release: read by the route table, the preloads and pre-rendering.
  const remoteReleases = remoteReleasesFromEnv(env, { remoteOverrideOrigins });
  const routes = routeTableFromEnv(env, { releases: remoteReleases });
  return {
    distDir: env.SHELL_DIST_DIR || DEFAULT_DIST_DIR,
    apiUrl: withoutTrailingSlash(env.API_URL || `http://127.0.0.1:${readPort('api', env)}`),
    // Built at start and kept up to date (routes.json changes, remotes publishing other pages): a
    // changed route table needs neither a rebuild nor a restart, and no request reads a file.
    runtimeConfig: async () => buildRuntimeConfig(await routes.current(), env),
    routes: routes.current,
    remoteReleases,
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
    // `npm run dev -w shell` sets it: the page's hot-reload client talks to the shell's dev server.
    devServerSocket:
      !production && env.SHELL_DEV_SERVER === 'true' ? `ws://localhost:${readPort('shellDev', env)}` : null,
    host: env.HOST || '0.0.0.0',
    port,
    maxConcurrentRenders: maxConcurrentRendersFromEnv(env),
    renderPool: renderPoolFromEnv(env),
    pageCache: pageCacheFromEnv(env),
  };
}
