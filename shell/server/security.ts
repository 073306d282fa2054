// Security headers of every shell-server answer (helmet): a strict Content-Security-Policy
// built from the run-time config (the remotes' origins, the Auth emulator locally), Stripe, and the
// third-party tags only when they are configured; HSTS in production.
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { LOADER_CSP_SOURCE } from './pages/deferred-scripts.js';
import { EARLY_INPUT_CSP_SOURCE } from './pages/early-input.js';

/** The parts of the browser's run-time config (/runtime-config.json) the CSP is built from. */
export interface CspRuntimeConfig {
  remotes?: Record<string, { entry: string }>;
  firebase?: { authDomain?: string; authEmulatorUrl?: string };
  tracking?: { metaPixelId?: string; googleAdsId?: string };
}

/** The extra sources of one request (its browser's remote overrides). */
export interface RequestSources {
  origins: string[];
  sockets: string[];
}

/** A directive's sources; a function is evaluated by helmet per request. */
export type CspDirectives = Record<string, (string | ((request: IncomingMessage) => string))[]>;

/** The sources a third party needs, per directive. */
interface ThirdPartySources {
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
}

/** Stripe.js and embedded Checkout (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE: Readonly<Required<ThirdPartySources>> = Object.freeze({
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  img: ['https://*.stripe.com'],
});

/** Firebase Auth's REST endpoints (the browser signs in with them). */
const FIREBASE_CONNECT = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** shell/TRACKING.md: fbevents.js and gtag.js, loaded after consent, and where they report. */
const META_PIXEL: Readonly<ThirdPartySources> = Object.freeze({
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
});
const GOOGLE_ADS: Readonly<ThirdPartySources> = Object.freeze({
  script: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
  ],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.googleadservices.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
});

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The CSP source of a remote: its folder, path kept (https://cdn.example/busqy/marketing/ allows only
 * that folder), so a remote on a shared bucket host does not open the whole host to scripts.
 */
export function remoteSource(entryUrl: string): string | null {
  try {
    const url = new URL(entryUrl);
    return `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;
  } catch {
    return null;
  }
}

const unique = (list: readonly (string | null | undefined)[]): string[] => [
  ...new Set(list.filter((item): item is string => Boolean(item))),
];

/**
 * CSP directives for helmet.
 * @param runtimeConfig  the browser's run-time config (remotes, firebase, tracking)
 * @param options.requestSources  one browser's remote overrides (remote-overrides.ts), allowed for that
 *   browser only
 */
export function cspDirectives(
  runtimeConfig: CspRuntimeConfig,
  {
    stripeEmulatorUrl = null,
    devServerSocket = null,
    production,
    requestSources,
  }: {
    stripeEmulatorUrl?: string | null;
    /** The shell's own dev server's hot-reload socket (`npm run dev -w shell`); never in production. */
    devServerSocket?: string | null;
    production: boolean;
    requestSources?: ((request: IncomingMessage) => RequestSources) | undefined;
  },
): CspDirectives {
  const remotes = Object.values(runtimeConfig.remotes ?? {}).map((remote) => remoteSource(remote.entry));
  const tracking = runtimeConfig.tracking ?? {};
  const tags = [tracking.metaPixelId ? META_PIXEL : null, tracking.googleAdsId ? GOOGLE_ADS : null].filter(
    (tag): tag is Readonly<ThirdPartySources> => tag !== null,
  );
  const emulator = stripeEmulatorUrl ? originOf(stripeEmulatorUrl) : null;
  // Locally the Stripe emulator stands in for Stripe; otherwise Stripe's own origins.
  const stripe: Readonly<Required<ThirdPartySources>> = emulator
    ? { script: [emulator], connect: [emulator], frame: [emulator], img: [emulator] }
    : STRIPE;
  const firebase = runtimeConfig.firebase ?? {};
  // Locally a remote may be its dev server (`npm run dev`): its hot-reload websocket, same host.
  const remoteSockets = production
    ? []
    : unique(Object.values(runtimeConfig.remotes ?? {}).map((remote) => originOf(remote.entry))).map(
        (origin) => origin.replace(/^http/, 'ws'),
      );
  const pick = (key: keyof ThirdPartySources) => tags.flatMap((tag) => tag[key] ?? []);
  // Evaluated by helmet per request; absent (the header unchanged) when overrides are off.
  const perRequest = (key: keyof RequestSources) =>
    requestSources ? [(request: IncomingMessage) => requestSources(request)[key].join(' ')] : [];
  const directives: CspDirectives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // No 'unsafe-inline', no 'unsafe-eval': the inline JSON blocks are data, not scripts, and the two
    // inline scripts (a pre-rendered page's loader and early-input capture) are allowed by their hash;
    // a page's own speculation rules are added to its answer alone (withScriptSources).
    scriptSrc: [
      ...unique([
        "'self'",
        LOADER_CSP_SOURCE,
        EARLY_INPUT_CSP_SOURCE,
        ...remotes,
        ...stripe.script,
        ...pick('script'),
      ]),
      ...perRequest('origins'),
    ],
    // React style props and pre-rendered style attributes; styles cannot run code.
    styleSrc: [...unique(["'self'", "'unsafe-inline'", ...remotes]), ...perRequest('origins')],
    imgSrc: [
      ...unique(["'self'", 'data:', 'blob:', ...remotes, ...stripe.img, ...pick('img')]),
      ...perRequest('origins'),
    ],
    fontSrc: [...unique(["'self'", 'data:', ...remotes]), ...perRequest('origins')],
    connectSrc: [
      ...unique([
        "'self'",
        ...remotes,
        ...remoteSockets,
        production ? null : devServerSocket,
        ...FIREBASE_CONNECT,
        firebase.authEmulatorUrl ? originOf(firebase.authEmulatorUrl) : null,
        ...stripe.connect,
        ...pick('connect'),
      ]),
      // An overridden remote is usually a dev server: its hot-reload websocket too.
      ...perRequest('origins'),
      ...perRequest('sockets'),
    ],
    frameSrc: unique([
      firebase.authDomain ? `https://${firebase.authDomain}` : null,
      ...stripe.frame,
      ...pick('frame'),
    ]),
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
  };
  if (production) directives.upgradeInsecureRequests = [];
  return directives;
}

/**
 * A Content-Security-Policy with `sources` added to its script-src: a page's own inline content (its
 * speculation rules, early-input.ts earlyPrefetch) allowed by hash on that page alone.
 */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/.test(directive) ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
}

/**
 * A script or stylesheet (or its source map): a subresource, never a document. The document-only
 * headers (the CSP, framing, the agent cluster and old browsers' switches) do nothing on it, yet on
 * HTTP/1.1 they cost about 1.3 KB on each of a page's startup scripts: 8 KB a phone downloads before
 * the page works. It keeps nosniff, CORP, the referrer policy (a stylesheet's own requests) and HSTS.
 * A worker script would need the policy (a worker takes its CSP from its own response): none is served.
 */
export function isSubresource(url: string): boolean {
  // The router ends the path at '?' or '#' ('/#.js' is the home page).
  const [path = ''] = url.split(/[?#]/, 1);
  return /\.(?:js|mjs|css)(?:\.map)?$/.test(path);
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { directives, production }: { directives: CspDirectives; production: boolean },
): Promise<void> {
  const common = {
    // Remotes are other origins: their scripts load without CORS, so no COEP/CORP requirements.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The checkout tab's opener watch (SPEC §4) must keep its window reference across navigations.
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
  // helmet's own middleware, built once: @fastify/helmet builds it again (parsing every CSP
  // directive) on each request, a tenth of a cached page's cost under load.
  const documentHeaders = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
  });
  const subresourceHeaders = helmet({
    ...common,
    contentSecurityPolicy: false,
    frameguard: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const applyHeaders = isSubresource(request.url) ? subresourceHeaders : documentHeaders;
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
