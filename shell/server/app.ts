// The shell's HTTP server: real HTML for every page (its own <head>, the runtime config inlined, the
// route's remote preloaded), the built shell's assets (compressed, cached), /runtime-config.json,
// robots.txt and sitemap.xml, and a same-origin proxy to the API so the session cookie is
// first-party. Tests start it on port 0.
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { routeTableFromEnv } from './config.js';
import type { ShellRuntimeConfig } from './config.js';
import {
  DEFAULT_PAGE_CACHE_MB,
  DEFAULT_PAGE_S_MAXAGE,
  DEFAULT_PAGE_STALE_WHILE_REVALIDATE,
  createPageCache,
  matchesIfNoneMatch,
  negotiateEncoding,
  pageBody,
  pageCacheKey,
} from './pages/page-cache.js';
import { type FoundPage, findPage, openPagePaths } from './pages/page-routes.js';
import { createPageRenderer, shellEntryScript } from './pages/page-renderer.js';
import { holdsRelease } from './pages/inline-scripts.js';
import { createRemotePreloads } from './pages/remote-preloads.js';
import { createRemoteReleases } from './prerender/remote-releases.js';
import { OVERRIDE_PATH, createRemoteOverrides, overrideSources, overridesPage } from './remote-overrides.js';
import { robotsTxt, sitemapXml } from './pages/seo-files.js';
import { registerProbes } from './lifecycle.js';
import { AccessLog } from './logging.js';
import { registerMetrics } from './metrics.js';
import type { ShellMetrics } from './metrics.js';
import type { LoggerOptions } from './logging.js';
import type { RouteTable } from './pages/route-table.js';
import { createShellReadiness } from './readiness.js';
import { createWarmUp } from './pages/warm-up.js';
import { createDegradedLog } from './pages/degraded-log.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
import { cspDirectives, registerSecurityHeaders, withScriptSources } from './security.js';
import {
  PAGE_REQUESTS,
  REVALIDATE,
  registerCompression,
  registerStaticFiles,
  addFileConstraint,
} from './static-files.js';

/** Paths of SPEC §7 that belong to the API; everything else is the site. */
export const API_PREFIXES = Object.freeze([
  '/api',
  '/create-checkout-session',
  '/create-embedded-checkout-session',
  '/session-status',
  '/meta-capi',
  '/health',
]);

/** og-image.jpg, favicons: files of the server, not of the webpack build. */
const PUBLIC_DIR = fileURLToPath(new URL('./public', import.meta.url));
const PUBLIC_FILES = ['og-image.jpg', 'favicon.svg', 'favicon.ico', 'apple-touch-icon.png'];

/** Largest request body the proxy forwards (the API's own JSON bodies are a few KB). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** How far past bodyLimit a declared body is still drained so its sender reads the 413. */
const DRAIN_LIMIT_FACTOR = 8;

/** Portuguese answers for what the shell itself refuses; never an internal message. */
const MESSAGES: Readonly<Record<number, string>> = {
  400: 'Requisição inválida.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  408: 'A requisição demorou demais. Tente novamente.',
  413: 'O corpo da requisição é grande demais.',
  414: 'O endereço da requisição é longo demais.',
  415: 'Tipo de conteúdo não suportado.',
  431: 'Os cabeçalhos da requisição são grandes demais.',
  502: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  503: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  504: 'O serviço demorou demais para responder. Tente novamente em instantes.',
  500: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
};

function errorBody(statusCode: number): { statusCode: number; message: string } {
  const message = MESSAGES[statusCode] ?? MESSAGES[statusCode < 500 ? 400 : 500] ?? '';
  return { statusCode, message };
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('application/json; charset=utf-8').send(errorBody(404));

function isApiPath(url: string): boolean {
  const [pathname = ''] = url.split('?', 1);
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The pre-rendered content of a page (shell/server/prerender); null keeps the empty root. */
export type PageContent = NonNullable<Parameters<typeof createPageRenderer>[0]['pageContent']> & {
  /** Evaluates the remotes' renderers in every render worker (page-content.ts), for the warm-up. */
  warmUp?: () => Promise<void>;
};

export interface ShellServerOptions {
  /** The built shell (index.html + hashed assets). */
  distDir: string;
  /** Upstream API origin, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** Body of /runtime-config.json. */
  runtimeConfig: () => Promise<ShellRuntimeConfig> | ShellRuntimeConfig;
  /** The route table (pages/route-table.ts). */
  routes?: () => Promise<RouteTable>;
  /** The site's public origin (canonical URLs, sitemap, og:image). */
  publicSiteUrl?: string;
  /** HSTS, no source maps. */
  production?: boolean;
  /** Addresses whose X-Forwarded-* headers are believed. */
  trustedProxies?: string[];
  /** Allowed by the CSP instead of Stripe (local only). */
  stripeEmulatorUrl?: string | null;
  /** The shell's own dev server's hot-reload socket (ws://…), allowed by the CSP (local only). */
  devServerSocket?: string | null;
  pageContent?: PageContent;
  /** Origins a browser may load a remote from instead (remote-overrides.ts); ignored in production. */
  remoteOverrideOrigins?: string[];
  bodyLimit?: number;
  /** Used for the API catalog and the remotes' manifests. */
  fetchImpl?: typeof fetch;
  /** The remotes' release cache, shared with pageContent (main.ts); else one of its own, for the preloads. */
  remoteReleases?: ReturnType<typeof createRemoteReleases>;
  /**
   * The page cache's bound and the Cache-Control of open pages (config.ts pageCacheFromEnv); freshMs
   * (tests) how long the server reuses a page before rendering it again.
   */
  pageCache?: { maxBytes?: number; sMaxAge?: number; staleWhileRevalidate?: number; freshMs?: number };
  logger?: boolean | LoggerOptions;
  /** GET /metrics. */
  metrics?: ShellMetrics;
  /** How long readiness waits for the warm-up at most (pages/warm-up.ts; tests). */
  warmUpBudgetMs?: number;
}

export async function createShellServer({
  distDir,
  apiUrl,
  runtimeConfig,
  routes = routeTableFromEnv().current,
  publicSiteUrl = 'http://localhost:3000',
  production = false,
  trustedProxies = ['127.0.0.1', '::1'],
  stripeEmulatorUrl = null,
  devServerSocket = null,
  pageContent,
  remoteOverrideOrigins = [],
  bodyLimit = DEFAULT_BODY_LIMIT,
  fetchImpl = fetch,
  remoteReleases,
  pageCache: {
    maxBytes = DEFAULT_PAGE_CACHE_MB * 1024 * 1024,
    sMaxAge = DEFAULT_PAGE_S_MAXAGE,
    staleWhileRevalidate = DEFAULT_PAGE_STALE_WHILE_REVALIDATE,
    freshMs,
  } = {},
  logger = false,
  metrics,
  warmUpBudgetMs,
}: ShellServerOptions) {
  const app = Fastify({
    logger,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    logController: new AccessLog(),
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    bodyLimit,
    requestTimeout: 60_000,
    // Malformed URLs never reach a route: answer them like every other refusal.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const code = error.statusCode ?? 0;
      const statusCode = code >= 400 && code < 500 ? code : 400;
      reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode));
    },
  });
  const siteUrl = publicSiteUrl.replace(/\/+$/, '');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = Number(error.statusCode);
    if (!(statusCode >= 400 && statusCode < 600)) statusCode = 500;
    // The proxy could not reach the API (refused, reset…): a gateway problem, not the shell's.
    if (statusCode === 500 && error.code === 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR') statusCode = 502;
    if (statusCode >= 500) request.log.error(error);
    reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode));
  });

  // A production shell never lets a browser choose where a remote's code comes from.
  const overrides = createRemoteOverrides({ allowedOrigins: production ? [] : remoteOverrideOrigins });
  const bootConfig = await runtimeConfig();
  /** The run-time config this request's browser sees (its overrides applied). */
  const configFor = async (request: FastifyRequest) =>
    overrides.forRequest(await runtimeConfig(), request.headers.cookie).config;

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await registerSecurityHeaders(app, {
    directives: cspDirectives(bootConfig, {
      stripeEmulatorUrl,
      devServerSocket,
      production,
      requestSources: overrides.enabled
        ? (request) => overrideSources(overrides.forRequest(bootConfig, request.headers.cookie).overrides)
        : undefined,
    }),
    production,
  });
  await registerCompression(app);

  const renderPage = createPageRenderer({
    distDir,
    siteUrl,
    routes,
    preloadsFor: createRemotePreloads({
      releases: remoteReleases ?? createRemoteReleases({ runtimeConfig, fetchImpl, log: app.log }),
    }),
    pageContent: pageContent
      ? (request) =>
          Promise.resolve()
            .then(() => pageContent(request))
            .catch((error: unknown) => {
              // Pre-rendering is an improvement: without it the page still works client-side.
              app.log.error(error, 'pageContent failed; serving the page without pre-rendered content');
              return { degraded: true as const, reason: 'error' };
            })
      : undefined,
  });

  /** The request came from one of this site's pages (its Referer names this host). */
  const fromThisSite = (request: FastifyRequest): boolean => {
    if (request.headers['sec-fetch-site'] === 'same-origin') return true;
    try {
      return new URL(request.headers.referer ?? '').host === request.host;
    } catch {
      return false; // no Referer, or not a URL
    }
  };

  let entryScript: Promise<string | undefined> | undefined;
  /**
   * Whether a page with a captured form names the shell's startup scripts instead of carrying them
   * (pages/inline-scripts.ts): the browser holds this release's files (the cookie the shell's entry
   * sets when it ran from its file), or this is a prefetch one of the site's own pages asked for
   * (Sec-Purpose, with a Referer of this host: Chromium sends speculation-rules prefetches with
   * `Sec-Fetch-Site: none`), which loads those files itself: the prefetched page stays small, so it
   * is shown sooner when the visitor goes there. A search engine's prefetch through its proxy
   * (`anonymous-client-ip`), or another site's, is a first visit's, and gets the document that
   * carries them.
   */
  const holdsScripts = async (request: FastifyRequest): Promise<boolean> => {
    const purpose = request.headers['sec-purpose'];
    if (
      typeof purpose === 'string' &&
      purpose.includes('prefetch') &&
      !purpose.includes('anonymous-client-ip') &&
      fromThisSite(request)
    )
      return true;
    // Read again on the next request when the build's index.html could not be read.
    const entry = await (entryScript ??= shellEntryScript(distDir));
    if (entry === undefined) entryScript = undefined;
    return entry !== undefined && holdsRelease(request.headers.cookie, entry);
  };

  const pages = createPageCache({ maxBytes, freshMs, log: app.log, metrics: metrics?.pageCache });
  /** Open pages are the same for every visitor: shared caches keep them (README "The shell behind a CDN"). */
  const sharedCacheControl = (showsTime: boolean) =>
    showsTime
      ? // The promo countdown: a page a second old shows a countdown a second off until it hydrates.
        'public, max-age=0, s-maxage=1, stale-while-revalidate=1'
      : `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;

  /** The page's own inline content (its speculation rules) allowed in this answer's policy. */
  const allowScripts = (reply: FastifyReply, sources: readonly string[]) => {
    const policy = reply.getHeader('content-security-policy');
    if (sources.length > 0 && typeof policy === 'string')
      reply.header('content-security-policy', withScriptSources(policy, sources));
  };

  const degradedLog = createDegradedLog({ log: app.log });

  /**
   * An open page from the page cache (keyed by its path and the query parameters it reads), rendered
   * with the run-time config every browser without overrides gets. The page cache renders a page once
   * for the requests that wait on it: its API reads carry the id of the request that started that
   * render, and their failures are logged under it.
   */
  async function openPage(
    pathname: string,
    rawSearch: string,
    page: FoundPage,
    request: { id: string; log: FastifyRequest['log']; holdsScripts?: boolean },
  ) {
    const { key, search } = pageCacheKey(pathname, rawSearch, page.query);
    const render = (holdsScripts: boolean) => async () =>
      renderPage({
        pathname,
        search,
        config: await runtimeConfig(),
        requestId: request.id,
        log: request.log,
        holdsScripts,
      });
    const first = await pages.get(key, render(false));
    // A page with a captured form has a second document, for a browser that holds the shell's
    // scripts (inline-scripts.ts), kept under its own key; every other page has one.
    const entry =
      request.holdsScripts && !first.degraded && first.carriesScripts
        ? await pages.get(`${key}\u0000holds-scripts`, render(true))
        : first;
    // Sent so (a stale page whose refresh came out degraded is still sent whole: not logged).
    if (entry.degraded) degradedLog(pathname, entry.reason ?? 'unknown');
    return entry;
  }

  // Before the server reports ready (main.ts starts it): the renderers evaluated, each open page
  // rendered once (pages/warm-up.ts).
  const warmUp = createWarmUp({
    renderers: pageContent?.warmUp,
    paths: async () => openPagePaths(await routes()),
    async render(pathname) {
      const page = findPage(await routes(), pathname);
      if (!page) return true;
      const entry = await openPage(pathname, '', page, { id: 'warm-up', log: app.log });
      return !entry.degraded;
    },
    budgetMs: warmUpBudgetMs,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  app.decorate('warmUp', warmUp.start);

  /**
   * A page: open pages from the page cache (keyed by the path and the query parameters the page
   * reads; it never depends on others), with their precompressed body, ETag and a public
   * Cache-Control; protected pages, the 404 page and pages under remote overrides rendered for this
   * request alone, private.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://shell.invalid');
    // Only a browser's own remote overrides make its page its own (remote-overrides.mjs).
    const overridden =
      overrides.enabled &&
      Object.keys(overrides.forRequest(bootConfig, request.headers.cookie).overrides).length > 0;
    // With overrides on, two browsers get different pages for one URL.
    const vary = overrides.enabled ? 'accept-encoding, cookie' : 'accept-encoding';
    const page = findPage(await routes(), url.pathname);
    if (page?.route.access !== 'open' || overridden) {
      const rendered = await renderPage({
        pathname: url.pathname,
        search: url.search,
        config: await configFor(request),
        requestId: request.id,
        log: request.log,
        holdsScripts: await holdsScripts(request),
      });
      if (rendered.link) reply.header('link', rendered.link);
      allowScripts(reply, rendered.scriptSources);
      if (overrides.enabled) reply.header('vary', 'cookie');
      return reply
        .code(rendered.status)
        .header('cache-control', `private, ${REVALIDATE}`)
        .type('text/html; charset=utf-8')
        .send(rendered.html);
    }
    const entry = await openPage(url.pathname, url.search, page, {
      id: request.id,
      log: request.log,
      holdsScripts: await holdsScripts(request),
    });
    if (entry.link) reply.header('link', entry.link);
    if (!entry.degraded) allowScripts(reply, entry.scriptSources);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    /** Its compressed body (@fastify/compress leaves a body with a Content-Encoding alone). */
    const sendBody = (body: Buffer) => {
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.code(entry.status).type('text/html; charset=utf-8').send(body);
    };
    reply.header('vary', vary);
    // Sent without its pre-rendered content (render bound, upstream down): kept by no shared cache.
    if (entry.degraded) {
      reply.header('cache-control', REVALIDATE);
      return sendBody(await pageBody(entry, encoding));
    }
    const etag = entry.etags[encoding];
    reply.header('etag', etag).header('cache-control', sharedCacheControl(entry.showsTime));
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return sendBody(await pageBody(entry, encoding));
  }

  // /livez, /readyz; main.ts drains through app.probes on SIGTERM.
  app.decorate(
    'probes',
    registerProbes(app, {
      problems: createShellReadiness({
        distDir,
        runtimeConfig,
        routes,
        fetchImpl,
        warmingUp: warmUp.problem,
      }),
    }),
  );

  if (metrics) registerMetrics(app, metrics);

  app.get('/runtime-config.json', async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    if (overrides.enabled) reply.header('vary', 'cookie');
    return configFor(request);
  });

  if (overrides.enabled) {
    // README "Trying a remote against a shared shell": ?marketing=<origin>, ?marketing=, ?reset.
    app.get(OVERRIDE_PATH, async (request, reply) => {
      const url = new URL(request.url, 'http://shell.invalid');
      const config = await runtimeConfig();
      const names = Object.keys(config.remotes ?? {});
      const current = overrides.forRequest(config, request.headers.cookie).overrides;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (url.search === '') return overridesPage(current, overrides.allowedOrigins, names);
      const result = overrides.change(current, url.searchParams, names);
      if ('error' in result) {
        return reply.code(400).send(overridesPage(current, overrides.allowedOrigins, names, result.error));
      }
      return reply
        .header('set-cookie', overrides.setCookie(result.overrides, request.protocol === 'https'))
        .redirect(OVERRIDE_PATH, 303);
    });
  }

  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', REVALIDATE)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(await routes(), siteUrl)),
  );

  // Oversized bodies are refused before anything is forwarded (the proxy streams bodies through).
  // Up to DRAIN_LIMIT_FACTOR × bodyLimit the rest of the body is read and dropped (Node does so
  // for a kept-alive connection), so the client, still sending, reads the 413 instead of a reset
  // socket (EPIPE); past that, the connection is closed rather than spending bandwidth on it.
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > bodyLimit) {
      if (length > bodyLimit * DRAIN_LIMIT_FACTOR) reply.header('connection', 'close');
      return reply.code(413).type('application/json; charset=utf-8').send(errorBody(413));
    }
    return undefined;
  });

  for (const prefix of API_PREFIXES) {
    // Each prefix in its own plugin scope. Bodies are read whole, within bodyLimit (a chunked
    // body past the limit is a 413 like any other), then forwarded byte for byte.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      // As a stream, so the proxy forwards the bytes as they came (it re-encodes JSON objects).
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, Readable.from([body])),
      );
      await scope.register(fastifyHttpProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        proxyPayloads: false,
        replyOptions: {
          // Cookies and Origin pass through untouched; the API also learns the public host and the
          // client's address (appended to any X-Forwarded-For chain, so the API can read it from the
          // right, trusting only its known proxies: rate limits and tracking need the real client).
          rewriteRequestHeaders: (request, headers) => {
            // `Expect: 100-continue` was already answered by Node; the upstream client refuses it.
            const forwarded = { ...headers };
            delete forwarded.expect;
            return {
              ...forwarded,
              // The API logs this request under the same id as the shell.
              [REQUEST_ID_HEADER]: request.id,
              'x-forwarded-for': [request.headers['x-forwarded-for'], request.raw.socket?.remoteAddress]
                .filter(Boolean)
                .join(', '),
              'x-forwarded-host': request.headers.host ?? '',
              'x-forwarded-proto': request.protocol,
            };
          },
        },
      });
    });
  }

  await registerStaticFiles(app, { root: distDir, sourceMaps: !production });
  // The server's own files (og image, favicons), under the same cache policy.
  for (const file of PUBLIC_FILES) app.get(`/${file}`, (_request, reply) => reply.sendFile(file, PUBLIC_DIR));

  app.get('/', sendPage);

  // Every other path without a file extension: a page of the route table (200) or the 404 page,
  // whatever the Accept header (link-preview robots send */*). Its own route (not the not-found
  // handler), so the compression hooks apply to the pages rendered per request.
  addFileConstraint(app);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    constraints: PAGE_REQUESTS,
    config: { page: true },
    handler: (request, reply) => {
      if (isApiPath(request.url)) return notFound(reply);
      return sendPage(request, reply);
    },
  });

  // Missing files, API paths the proxy does not serve, other methods: a plain 404.
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  return app;
}
