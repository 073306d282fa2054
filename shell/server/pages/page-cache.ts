// The shell server's cache of whole page documents, the same for every visitor: keyed by the normalized
// path and only the query parameters the page declares it reads (so ad-click ids and utm_* never make
// an entry), bounded by bytes (least recently used goes first), each entry holding its brotli and
// gzip bodies compressed once (an identity body, which few clients ask for, is inflated when asked).
// A stale entry is served at once while one background render (per key) replaces it, so a slow
// remote or API never holds a visitor.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gunzip, gzip, constants as zlib } from 'node:zlib';
import type { PageCacheMetrics } from '../metrics.js';
import { errorMessage } from '../logging.js';
import { normalizePathname } from './page-routes.js';

export type Encoding = 'br' | 'gzip' | 'identity';
/** The encodings a kept page is stored in. */
type StoredEncoding = Exclude<Encoding, 'identity'>;

/**
 * 16 MB holds ~700 pages at ~23 KB each (brotli + gzip of an ~80 KB page), more than every open page
 * and its campaign variants; a CDN in front absorbs the rest.
 */
export const DEFAULT_PAGE_CACHE_MB = 16;
/** Cache-Control of open pre-rendered pages: a CDN reuses them 60 s, then serves stale up to 10 min. */
export const DEFAULT_PAGE_S_MAXAGE = 60;
export const DEFAULT_PAGE_STALE_WHILE_REVALIDATE = 600;
/** How long the server reuses a page before rendering it again (the API answers' freshness too). */
export const DEFAULT_PAGE_FRESH_MS = 5_000;
/** How long past that a stale page is still served while it is rendered again. */
export const DEFAULT_PAGE_STALE_MS = 600_000;
/**
 * A page that went out without its pre-rendered content (the render bound, a late or failed renderer,
 * an upstream down) is tried again after this long, not on every request: under load a render per
 * request (and a compression per answer) is what kept the server saturated.
 */
export const DEGRADED_RETRY_MS = 1_000;
/** Keys whose degraded page is remembered (the oldest is forgotten first); each costs its key. */
const DEGRADED_MAX_KEYS = 10_000;
/** Degraded documents remembered, by their identity bytes (the oldest is forgotten first). */
const DEGRADED_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Brotli quality of a page compressed once per render, measured on the built /planos (82 KB) on this
 * 2-core machine under load: quality 5 takes ~20 ms and gives 15.7 KB; 9, ~100 ms for 2 % less; 11,
 * ~680 ms for 10 % less. A miss must not wait for that, so 5 (in the thread pool, off the event loop).
 */
const BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * The cache key of a page request and the query the page is rendered with: the declared parameters
 * only, sorted by name (the order of one name's values kept), so `?b&a` and `?a&b` are one entry.
 * search: the request's `?…` (or ''); declared: the page's `query` (PageDefinition.query).
 */
export function pageCacheKey(
  pathname: string,
  search: string,
  declared: readonly string[] = [],
): { key: string; search: string } {
  const params = [...new URLSearchParams(search)].filter(([name]) => declared.includes(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const normalizedSearch = query ? `?${query}` : '';
  return { key: `${normalizePathname(pathname)}${normalizedSearch}`, search: normalizedSearch };
}

/**
 * The encoding to send from an Accept-Encoding header: the higher weighted of br and gzip (br on a tie),
 * else identity (q=0 refuses).
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    q.set(coding, weight?.[1] ? Number(weight[1]) : 1);
  }
  const weight = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/** The hash that names a document: its identity body's, UTF-8 (the ETags are made of it). */
const documentHash = (html: string): string =>
  createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27);

/**
 * Strong ETags, one per representation: the brotli and gzip bodies are other bytes than the identity
 * body, and a strong validator promises byte-for-byte equality (RFC 9110 §8.8.1), so each encoding
 * gets its own tag (the identity body's hash plus the coding).
 */
function etagsOf(hash: string): Record<Encoding, string> {
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
}

/** If-None-Match matches `etag` (weak comparison, RFC 9110 §13.1.2, as a GET's must be). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A document: its bodies compressed once, shared by every key whose page it is. */
interface PageDocument {
  hash: string;
  bodies: Record<StoredEncoding, Buffer>;
  etags: Record<Encoding, string>;
  bytes: number;
  /** How many keys hold it. */
  keys: number;
}

/** A page as the renderer gives it. */
export interface RenderedPage {
  html: string;
  status: number;
  link?: string;
  /** Without its pre-rendered content (the render bound, an upstream down): sent, never kept. */
  degraded?: boolean;
  /** Why, when degraded (page-content.ts DegradedReason). */
  degradedReason?: string;
  /** Shows the time (a countdown): reused for a second at most. */
  showsTime?: boolean;
  /** script-src sources its inline content needs (page-renderer.ts), sent with it. */
  scriptSources?: readonly string[];
  /**
   * It carries the shell's startup scripts (inline-scripts.ts): a browser that holds them gets the
   * page's other document, kept under its own key.
   */
  carriesScripts?: boolean;
}

/**
 * The document of pages sent without their pre-rendered content. It is the route's client-rendered
 * document, the same for every key of a route (every promo link under the render bound), so it is
 * shared by hash and compressed once per encoding asked for, when first asked (`pageBody`).
 */
interface DegradedDocument {
  hash: string;
  identity: Buffer;
  encoded: Partial<Record<StoredEncoding, Promise<Buffer>>>;
}

/** A page sent without its pre-rendered content: private, and reused only until DEGRADED_RETRY_MS. */
export interface DegradedPage {
  degraded: true;
  /** Why it went out without its pre-render. */
  reason?: string;
  status: number;
  link: string;
  document: DegradedDocument;
}

/**
 * A page's body in `encoding`: a kept page's stored body (identity: its gzip body inflated, in the
 * thread pool); a degraded page's, compressed once per encoding asked for (in the thread pool).
 */
export function pageBody(entry: PageCacheEntry, encoding: Encoding): Promise<Buffer> {
  if (!entry.degraded)
    return encoding === 'identity' ? gunzipAsync(entry.bodies.gzip) : Promise.resolve(entry.bodies[encoding]);
  const { identity, encoded } = entry.document;
  if (encoding === 'identity') return Promise.resolve(identity);
  encoded[encoding] ??= encoding === 'br' ? brotliOf(identity) : gzipAsync(identity);
  return encoded[encoding];
}

/** A kept page. */
export interface CachedPage {
  degraded?: undefined;
  document: PageDocument;
  bodies: Record<StoredEncoding, Buffer>;
  etags: Record<Encoding, string>;
  status: number;
  link: string;
  showsTime: boolean;
  scriptSources: readonly string[];
  carriesScripts: boolean;
  storedAt: number;
  /** What the key costs besides its document. */
  bytes: number;
}

export type PageCacheEntry = CachedPage | DegradedPage;

export interface PageCacheOptions {
  /** Bound of all entries' bodies (SHELL_PAGE_CACHE_MB). */
  maxBytes?: number;
  /** Reused without rendering for this long. */
  freshMs?: number;
  /** Then served stale (and rendered again in the background) this long. */
  staleMs?: number;
  now?: () => number;
  log?: { warn(message: string): void };
  metrics?: PageCacheMetrics;
}

export interface PageCache {
  /**
   * The page for `key`: fresh from the cache, stale from the cache (rendered again in the
   * background), or rendered now (one render per key however many ask).
   */
  get(key: string, render: () => Promise<RenderedPage>): Promise<PageCacheEntry>;
  /** Figures for tests and /metrics. */
  readonly size: number;
  readonly bytes: number;
  has(key: string): boolean;
}

/** A page's brotli body, BROTLI_QUALITY. */
function brotliOf(identity: Buffer): Promise<Buffer> {
  return brotli(identity, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      // A window no larger than the page (the default is 4 MB): the same output, far less memory
      // per compression, which RSS keeps after a burst of misses.
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(
        zlib.BROTLI_MAX_WINDOW_BITS,
        Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(identity.length + 1))),
      ),
    },
  });
}

/** A document's bodies, compressed once (in the thread pool, off the event loop). hash: documentHash(identity). */
async function compressDocument(identity: Buffer, hash: string): Promise<PageDocument> {
  const [br, gz] = await Promise.all([brotliOf(identity), gzipAsync(identity)]);
  return {
    hash,
    bodies: { br, gzip: gz },
    etags: etagsOf(hash),
    bytes: br.length + gz.length,
    keys: 0,
  };
}

/** What a key costs besides its document: its strings, counted roughly. */
const ENTRY_BYTES = 256;

export function createPageCache({
  maxBytes = DEFAULT_PAGE_CACHE_MB * 1024 * 1024,
  freshMs = DEFAULT_PAGE_FRESH_MS,
  staleMs = DEFAULT_PAGE_STALE_MS,
  now = Date.now,
  log = console,
  metrics,
}: PageCacheOptions = {}): PageCache {
  /** key → entry; Map order is recency (the first is the least recently used). */
  const entries = new Map<string, CachedPage>();
  /**
   * hash → the compressed document: keys whose page is the same document (every unknown promo code
   * gets the default page) share one, compressed once and counted once.
   */
  const documents = new Map<string, PageDocument>();
  /** key → the one render under way for it. */
  const pending = new Map<string, Promise<PageCacheEntry>>();
  /** key → its last degraded page, until it is tried again (Map order: oldest first). */
  const degradedPages = new Map<string, { page: DegradedPage; until: number }>();
  /** hash → a degraded document (Map order: oldest first), and their identity bytes. */
  const degradedDocuments = new Map<string, DegradedDocument>();
  let degradedBytes = 0;
  const degradedNow = (key: string): DegradedPage | undefined => {
    const held = degradedPages.get(key);
    if (held && held.until > now()) return held.page;
    degradedPages.delete(key);
    return undefined;
  };
  /** The degraded document of `html`, shared with every key that got the same. */
  function degradedDocument(html: string, hash: string): DegradedDocument {
    const known = degradedDocuments.get(hash);
    if (known) return known;
    const document: DegradedDocument = { hash, identity: Buffer.from(html), encoded: {} };
    degradedDocuments.set(hash, document);
    degradedBytes += document.identity.length;
    for (const [oldest, { identity }] of degradedDocuments) {
      if (degradedBytes <= DEGRADED_MAX_BYTES) break;
      degradedDocuments.delete(oldest);
      degradedBytes -= identity.length;
    }
    return document;
  }
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    entry.document.keys -= 1;
    if (entry.document.keys === 0) {
      documents.delete(entry.document.hash);
      bytes -= entry.document.bytes;
    }
  }

  function store(key: string, entry: CachedPage) {
    drop(key);
    // A page larger than the whole cache is sent, never kept (it would push every other page out).
    if (entry.bytes + entry.document.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    if (entry.document.keys === 0) {
      documents.set(entry.document.hash, entry.document);
      bytes += entry.document.bytes;
    }
    entry.document.keys += 1;
    // Least recently used first.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
      metrics?.evicted();
    }
    metrics?.bytes(bytes);
  }

  /**
   * One render per key at a time. A page rendered without its pre-rendered content (`degraded`: the
   * render bound, an upstream down) is sent but not kept, and never replaces a kept page.
   */
  function refresh(key: string, render: () => Promise<RenderedPage>): Promise<PageCacheEntry> {
    let flight = pending.get(key);
    if (!flight) {
      flight = (async (): Promise<PageCacheEntry> => {
        const page = await render();
        // Hashed from the text: a document already held is never copied into a new buffer again.
        const hash = documentHash(page.html);
        degradedPages.delete(key);
        if (page.degraded) {
          const sent: DegradedPage = {
            degraded: true,
            ...(page.degradedReason === undefined ? {} : { reason: page.degradedReason }),
            status: page.status,
            link: page.link ?? '',
            document: degradedDocument(page.html, hash),
          };
          degradedPages.set(key, { page: sent, until: now() + DEGRADED_RETRY_MS });
          for (const oldest of degradedPages.keys()) {
            if (degradedPages.size <= DEGRADED_MAX_KEYS) break;
            degradedPages.delete(oldest);
          }
          return sent;
        }
        // The same document again (the usual case): its compressed bodies are kept, its age renewed.
        const document = documents.get(hash) ?? (await compressDocument(Buffer.from(page.html), hash));
        const link = page.link ?? '';
        // Another key may have kept the same document meanwhile: one copy.
        const kept = documents.get(hash) ?? document;
        const entry: CachedPage = {
          document: kept,
          bodies: kept.bodies,
          etags: kept.etags,
          status: page.status,
          link,
          showsTime: Boolean(page.showsTime),
          scriptSources: page.scriptSources ?? [],
          carriesScripts: Boolean(page.carriesScripts),
          storedAt: now(),
          bytes: ENTRY_BYTES + key.length + link.length + (page.scriptSources ?? []).join('').length,
        };
        store(key, entry);
        return entry;
      })().finally(() => pending.delete(key));
      pending.set(key, flight);
    }
    return flight;
  }
  return {
    async get(key, render) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      const fresh = entry?.showsTime ? Math.min(freshMs, 1000) : freshMs;
      if (entry && age < fresh + staleMs) {
        // Most recently used: to the end of the order.
        entries.delete(key);
        entries.set(key, entry);
        if (age < fresh) metrics?.hit();
        else {
          metrics?.stale();
          // Not while its last render came out degraded (tried again after DEGRADED_RETRY_MS).
          if (!degradedNow(key))
            refresh(key, render).catch((error: unknown) =>
              log.warn(`[page-cache] ${key}: ${errorMessage(error)}`),
            );
        }
        return entry;
      }
      const degraded = degradedNow(key);
      if (degraded) {
        metrics?.degraded();
        return degraded;
      }
      metrics?.miss();
      return refresh(key, render);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    has: (key) => entries.has(key),
  };
}
