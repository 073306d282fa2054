// Prometheus text at GET /metrics (prom-client): requests per route (rate, errors by status, duration),
// the page cache (fresh hits, stale hits, misses, evictions, bytes), render time and renders refused, and Node's own
// figures. Only for private addresses: request.ip is the client as resolved through TRUSTED_PROXIES,
// so a scraper inside the cluster is answered and a public client coming through the proxy is not.
import type { FastifyInstance } from 'fastify';
import { BlockList, isIP } from 'node:net';
import client from 'prom-client';

const PRIVATE = new BlockList();
for (const [network, prefix] of <[string, number][]>[
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10], // carrier-grade NAT, used by some clusters' pod networks
]) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/** Loopback, private (RFC 1918, unique local) or link-local; IPv4-mapped IPv6 counts as IPv4. */
export function isPrivateAddress(ip: string | undefined): boolean {
  const address = ip?.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address ?? '');
  return family !== 0 && address !== undefined && PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the page cache reports (pages/page-cache.ts). */
export interface PageCacheMetrics {
  hit(): void;
  stale(): void;
  miss(): void;
  /** Its last render came out degraded: that page again, until it is tried again. */
  degraded(): void;
  evicted(): void;
  bytes(n: number): void;
}

/** What createPageContent reports (prerender/page-content.ts). */
export interface PageContentMetrics {
  rendered(seconds: number): void;
  refused(): void;
}

export interface ShellMetrics {
  registry: client.Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  pageContent: PageContentMetrics;
  pageCache: PageCacheMetrics;
}

export function createShellMetrics(): ShellMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const pageCache = new client.Counter({
    name: 'shell_page_cache_total',
    help: 'Open pages served fresh from the page cache (hit), stale while rendered again (stale), rendered (miss), or its last degraded page again (degraded).',
    labelNames: ['result'],
    registers,
  });
  const evictions = new client.Counter({
    name: 'shell_page_cache_evictions_total',
    help: 'Pages dropped from the page cache (least recently used) to stay within SHELL_PAGE_CACHE_MB.',
    registers,
  });
  const cacheBytes = new client.Gauge({
    name: 'shell_page_cache_bytes',
    help: 'Bytes of the page cache (identity, brotli and gzip bodies).',
    registers,
  });
  const renderTime = new client.Histogram({
    name: 'shell_render_duration_seconds',
    help: 'Time to pre-render a page (cache misses).',
    buckets: DURATION_BUCKETS,
    registers,
  });
  const refused = new client.Counter({
    name: 'shell_renders_refused_total',
    help: 'Pre-renders refused because SHELL_MAX_CONCURRENT_RENDERS were running: the browser rendered.',
    registers,
  });
  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
    pageContent: {
      rendered: (seconds) => renderTime.observe(seconds),
      refused: () => refused.inc(),
    },
    pageCache: {
      hit: () => pageCache.inc({ result: 'hit' }),
      stale: () => pageCache.inc({ result: 'stale' }),
      miss: () => pageCache.inc({ result: 'miss' }),
      degraded: () => pageCache.inc({ result: 'degraded' }),
      evicted: () => evictions.inc(),
      bytes: (n) => cacheBytes.set(n),
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route of the site's pages (app.ts): its requests count as one route, `page`. */
    page?: boolean;
  }
}

/**
 * GET /metrics and the per-request figures. Pages share one route (any path): they count as `page`,
 * the 404 page and unknown paths as `unmatched`, so labels stay few.
 */
export function registerMetrics(app: FastifyInstance, metrics: ShellMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const { url, config } = request.routeOptions;
    const page = config?.page ? (reply.statusCode === 404 ? 'unmatched' : 'page') : undefined;
    const route = page ?? url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isPrivateAddress(request.ip)) {
      return reply
        .code(403)
        .type('application/json; charset=utf-8')
        .send({ statusCode: 403, message: 'Acesso negado.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
