// The shell server's `pageContent` option: the page's HTML inside #root, rendered per request by the
// shell's own frame (dist-ssr/renderer.cjs, built from shell/src/app/prerender) around the page
// of the remote that serves the route (its published pre-renderer), with the catalog data the page
// needs fetched from the API: the catalog stays the one source of prices, and the same data goes to
// the browser as page data so that hydration renders exactly this HTML. The remotes' code runs in the
// render pool's workers (render-pool.ts), never on this thread.
import { fileURLToPath } from 'node:url';
import type { PageDefinition, PageHead } from '@busqy/platform-contract/prerender';
import {
  ApiAnswerError,
  type CatalogClient,
  DEFAULT_API_TTL_MS,
  createCatalogClient,
} from '../pages/catalog-client.js';
import { errorMessage } from '../logging.js';
import { escapeHtml } from '../pages/html.js';
import { styleTag } from '../pages/inline-styles.js';
import { normalizePathname } from '../pages/page-routes.js';
import { createWindowedWarn } from '../windowed-warn.js';
import { type RenderPoolSettings, type WarnLog, createRenderPool } from './render-pool.js';
import { type PublishedPrerender, type RemoteReleases, createRemoteReleases } from './remote-releases.js';
import type { JobPageData } from './render-worker.js';

export const DEFAULT_SHELL_RENDERER = fileURLToPath(new URL('../../dist-ssr/renderer.cjs', import.meta.url));

export const DEFAULT_MAX_CONCURRENT_RENDERS = 8;

/** What page-content reports (metrics.ts). */
export interface RenderMetrics {
  rendered(seconds: number): void;
  refused(): void;
}

const NO_METRICS: RenderMetrics = { rendered() {}, refused() {} };
/**
 * Why a page that should have been pre-rendered was not: a render pool outcome (render-pool.ts
 * RunOutcome: late, busy, failed, quarantined, unavailable), or one of these.
 */
export type DegradedReason = string;

/** What pageContent answers when the page should have been pre-rendered and was not, and why (page-cache.ts does not keep it; app.ts logs why). */
const degraded = (reason: DegradedReason) => Object.freeze({ degraded: true as const, reason });

/** What this module reads of the run-time config (config.ts buildRuntimeConfig): each remote's routes. */
export interface PageContentConfig {
  remotes: Record<
    string,
    { entry: string; manifest: string; routes: readonly { path: string; access: string }[] }
  >;
}

/**
 * A page's content for the page renderer (page-renderer.ts): degraded (it should have been pre-rendered
 * and was not); rendered by the browser, with the remote's head and the API reads it makes at once
 * (preloaded); or pre-rendered, with its HTML, its page data's text, the remote's head and its CSS
 * (`head`) and scripts.
 */
export type PageContent =
  | ReturnType<typeof degraded>
  | { pageHead: PageHead; preloads: string[]; degraded?: true; reason?: DegradedReason }
  | {
      html: string;
      pageHead: PageHead;
      pageData?: string;
      head?: string;
      scripts?: string[];
      degraded?: undefined;
    };

export interface PageContentRequest {
  pathname: string;
  search: string;
  route: { path: string } | null;
  /** This browser's run-time config (a remote override renders with the overriding remote). */
  config?: PageContentConfig;
  /** The page request's x-request-id, sent on the API reads this render makes. */
  requestId?: string;
  /** The page request's log (its lines carry its request id): an API read that failed is logged there. */
  log?: RequestLog;
}

/** What page-content writes to a request's log (fastify's request.log). */
export interface RequestLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

const YEAR_IN_BRAZIL = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Sao_Paulo' });

/** An API path a renderer may have the server read (GET, no credentials): /api/… in URL-safe characters. */
const API_READ = /^\/api\/[\w.~%/-]+$/;

/** The exposed ./App's chunk group (module federation's name for it) and the route's page chunk. */
const EXPOSED_APP_GROUP = '__federation_expose_App';

/**
 * What the route's page needs from its remote: its CSS for the <head>, inlined (or linked, when it
 * cannot be) since the pre-rendered HTML must not paint unstyled, then shift; and its scripts, which
 * the page renderer loads after the first paint.
 */
function pageAssets(
  published: PublishedPrerender,
  chunk: string | undefined,
  escape: (text: string) => string,
): { head: string; scripts: string[] } {
  const groups = [published.assets[EXPOSED_APP_GROUP], chunk ? published.assets[chunk] : undefined];
  const css = [...new Set(groups.flatMap((group) => group?.css ?? []))];
  return {
    head: css
      .map((href) => {
        const inline = published.styles.get(href);
        return inline === undefined
          ? `<link rel="stylesheet" href="${escape(href)}">`
          : styleTag(href, inline, escape);
      })
      .join(''),
    scripts: [...new Set(groups.flatMap((group) => group?.js ?? []))],
  };
}

export interface PageContentOptions {
  /** The browser's run-time config (remote entries). */
  runtimeConfig: () => Promise<PageContentConfig>;
  /** Where the catalog is read (GET, public endpoints only). */
  apiUrl: string;
  fetchImpl?: typeof fetch;
  /** The shell's server build, loaded by each render worker. */
  shellRenderer?: string;
  /** The remotes' releases (shared with the preloads; main.ts), else one of its own. */
  releases?: RemoteReleases;
  /** Origins trusted besides the run-time config's. */
  remoteOverrideOrigins?: readonly string[];
  /** Workers, deadlineMs, heapMb… (render-pool.ts). */
  renderPool?: Partial<RenderPoolSettings>;
  /** The API answers, shared with the pages' <head> (app.ts) so both show the same prices. */
  catalog?: CatalogClient;
  /** (Without `catalog`) how long an API answer is fresh. */
  dataTtlMs?: number;
  /** A page not ready by then is rendered by the browser alone. */
  timeoutMs?: number;
  now?: () => number;
  log?: WarnLog;
  /**
   * Renders at once (SHELL_MAX_CONCURRENT_RENDERS); past it a page is rendered by the browser, so a
   * burst of cache misses cannot starve the event loop.
   */
  maxConcurrentRenders?: number;
  metrics?: RenderMetrics;
}

/**
 * What a failed API read is counted by in the log: its kind (the status answered, or the error's name:
 * a refused connection, a timeout), never its message, which names the path read and so a promo code
 * taken from the URL: one line per code would get around the window and grow its memory.
 */
function apiFailureKind(error: unknown): string {
  if (error instanceof ApiAnswerError) return `answered ${error.status}`;
  return error instanceof Error ? error.name : 'unknown';
}

export function createPageContent({
  runtimeConfig,
  apiUrl,
  fetchImpl = fetch,
  shellRenderer = DEFAULT_SHELL_RENDERER,
  remoteOverrideOrigins = [],
  dataTtlMs = DEFAULT_API_TTL_MS,
  timeoutMs = 2000,
  now = Date.now,
  catalog = createCatalogClient({ apiUrl, fetchImpl, now, ttlMs: dataTtlMs }),
  log = console,
  releases = createRemoteReleases({ runtimeConfig, remoteOverrideOrigins, fetchImpl, timeoutMs, now, log }),
  renderPool = {},
  maxConcurrentRenders = DEFAULT_MAX_CONCURRENT_RENDERS,
  metrics = NO_METRICS,
}: PageContentOptions) {
  let rendering = 0;
  // Every page that reads the API fails alike while it is down: one line per error a window.
  const apiDownWarn = createWindowedWarn({
    message: 'page data: the API could not be read; the browser renders the page',
    now,
  });
  const pool = createRenderPool({
    shellRenderer,
    log,
    now,
    settings: renderPool,
    onBusy: () => metrics.refused(),
  });
  async function pageContent({
    pathname,
    search,
    route,
    config: requestConfig,
    requestId,
    log: requestLog,
  }: PageContentRequest): Promise<PageContent | null> {
    const routePath = route?.path ?? normalizePathname(pathname);
    const config = requestConfig ?? (await runtimeConfig());
    const match = Object.entries(config.remotes).find(([, remote]) =>
      remote.routes.some((r) => r.path === routePath && r.access === 'open'),
    );
    if (!match) return null;
    const [remote, { manifest }] = match;
    const release = await releases.get(manifest);
    // The remote is down and nothing of it is known: its page should have been pre-rendered.
    if (!release) return degraded('remote unreachable');
    const published = release.prerender;
    // The release's pages (prerender/index.json, written by its build from the renderer's own list),
    // of the format this shell's frame renders: an older remote's pages are rendered by the browser.
    const format = await pool.format();
    if (!published || (format !== undefined && published.index.format !== format)) return null;
    // The remote's list, untrusted: only an entry with this path is read (its chunk and showsTime).
    const definitions: unknown[] = Array.isArray(published.index.pages) ? published.index.pages : [];
    const page = definitions.find(
      (definition): definition is Partial<PageDefinition> =>
        typeof definition === 'object' &&
        definition !== null &&
        (definition as Partial<PageDefinition>).path === routePath,
    );
    if (!page) return null;

    const path = routePath;
    const needs = await pool.run(remote, published, 'dataNeeds', { path, search });
    if (!needs.ok) return degraded(needs.reason);
    // What a renderer asks for is read from the API only under /api/, one path segment at a time.
    if (!needs.value.every((read) => API_READ.test(read) && !read.includes('..'))) return null;
    const paths = needs.value;
    let answers: unknown[] | null;
    try {
      answers = await Promise.all(paths.map((read) => catalog.answer(read, requestId)));
    } catch (error) {
      answers = null; // the API is down and nothing is known
      apiDownWarn(requestLog ?? log, apiFailureKind(error), {
        path: routePath,
        reads: paths,
        error: errorMessage(error),
      });
    }
    // What the API answered (an unknown promo has no answer: the page shows its own state).
    const api = Object.fromEntries(
      paths.flatMap((read, index) => (answers?.[index] ? [[read, answers[index]]] : [])),
    );
    const renderTime = now();
    const year = Number(YEAR_IN_BRAZIL.format(renderTime));
    // PrerenderedPageData (@busqy/platform-contract/prerender). A page that shows the time gets the
    // render time, in whole seconds.
    const data: JobPageData = { year, api };
    if (page.showsTime === true) data.renderedAt = Math.floor(renderTime / 1000) * 1000;
    /**
     * The browser renders the page: with the remote's head (run in a worker too), and the API reads
     * that answered preloaded (the page makes them at once). `shouldHave`: why it should have been
     * pre-rendered (page-cache.ts does not keep it); none: a page the browser renders by design.
     */
    const clientRendered = async (shouldHave?: DegradedReason): Promise<PageContent> => {
      const head = await pool.run(remote, published, 'head', { path, search, data });
      if (!head.ok) return degraded(head.reason);
      return {
        pageHead: head.value,
        preloads: Object.keys(api),
        ...(shouldHave ? degraded(shouldHave) : {}),
      };
    };
    if (answers === null) return clientRendered('API unreachable');
    if (answers.includes(null)) return clientRendered();
    if (rendering >= maxConcurrentRenders) {
      metrics.refused();
      return clientRendered('render bound');
    }
    rendering += 1;
    const started = performance.now();
    let answer;
    try {
      const url = `${pathname}${search}`;
      answer = await pool.run(remote, published, 'render', { config, url, remote, path, search, data });
    } finally {
      rendering -= 1;
    }
    // A renderer that failed is not asked again for its head: the page gets the generic one.
    if (!answer.ok) return degraded(answer.reason);
    if (typeof answer.value?.html !== 'string') return degraded('no page');
    metrics.rendered((performance.now() - started) / 1000);
    // { html, pageData, pageHead }: the worker's render, its page data's text and the remote's head.
    return {
      ...answer.value,
      ...pageAssets(published, typeof page.chunk === 'string' ? page.chunk : undefined, escapeHtml),
    };
  }
  /** Evaluates `published` in the idle render workers (how: render-pool.ts), when the frame renders its format. */
  async function preload(
    remote: string,
    published: PublishedPrerender | null | undefined,
    how: 'preload' | 'preloadBesideTraffic' = 'preload',
  ): Promise<void> {
    const format = await pool.format();
    if (published && (format === undefined || published.index.format === format)) {
      await pool[how](remote, published);
    }
  }
  /**
   * The server's warm-up (app.ts, before it reports ready): every remote's current release read and its
   * renderer evaluated in every render worker.
   */
  async function warmUp(): Promise<void> {
    const config = await runtimeConfig();
    const known = await Promise.all(
      Object.entries(config.remotes).map(
        async ([remote, { manifest }]) => [remote, (await releases.get(manifest))?.prerender] as const,
      ),
    );
    // One remote after the other: a preload takes the idle workers until each has evaluated it.
    for (const [remote, published] of known) await preload(remote, published);
  }
  /** The last preload of a deployed renderer (tests wait for it). */
  let deployedPreload: Promise<void> = Promise.resolve();
  // A remote deployed while the shell runs: its new renderer is evaluated in the workers as soon as
  // the shell has its release, beside the traffic, not in its first visitors' page time (a renderer
  // slow to evaluate sent those without their pre-render).
  const stopListening = releases.onNewRenderer((manifest, published) => {
    deployedPreload = (async () => {
      const { remotes } = await runtimeConfig();
      const remote = Object.entries(remotes).find(([, entry]) => entry.manifest === manifest)?.[0];
      if (remote) await preload(remote, published, 'preloadBesideTraffic');
    })().catch((error: unknown) =>
      log.warn(`[prerender] ${manifest}: new renderer not preloaded: ${errorMessage(error)}`),
    );
  });
  return Object.assign(pageContent, {
    warmUp,
    /** Every render worker started (tests; a server warms up without waiting). */
    ready: pool.ready,
    /** Resolves once the last renderer deployed while running has been preloaded (tests). */
    deployedPreloaded: () => deployedPreload,
    async close() {
      stopListening();
      await pool.close();
    },
  });
}
