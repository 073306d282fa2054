// The shell server's `pageContent` option: the page's HTML inside #root, rendered per request by the
// shell's own frame (dist-ssr/renderer.cjs, built from shell/src/app/prerender) around the page
// of the remote that serves the route (its published pre-renderer), with the catalog data the page
// needs fetched from the API: the catalog stays the one source of prices, and the same data goes to
// the browser as page data so that hydration renders exactly this HTML. The remotes' code runs in the
// render pool's workers (render-pool.mjs), never on this thread.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../pages/html.js';
import { styleTag } from '../pages/inline-styles.js';
import { createRenderPool } from './render-pool.mjs';
import { createRemoteReleases, PRERENDER_FORMAT } from './remote-releases.mjs';

export const DEFAULT_SHELL_RENDERER = fileURLToPath(new URL('../../dist-ssr/renderer.cjs', import.meta.url));

export const DEFAULT_MAX_CONCURRENT_RENDERS = 8;
const NO_METRICS = { hit() {}, miss() {}, rendered() {}, refused() {} };

const YEAR_IN_BRAZIL = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Sao_Paulo' });

/** A small cache that forgets its oldest entry when full. */
function boundedCache(limit) {
  const entries = new Map();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value);
    },
  };
}

/** An API path a renderer may have the server read (GET, no credentials): /api/… in URL-safe characters. */
const API_READ = /^\/api\/[\w.~%/-]+$/;

/** The exposed ./App's chunk group (module federation's name for it) and the route's page chunk. */
const EXPOSED_APP_GROUP = '__federation_expose_App';

/**
 * What the route's page needs from its remote: its CSS for the <head>, inlined (or linked, when it
 * cannot be) since the pre-rendered HTML must not paint unstyled, then shift; and its scripts, which
 * the page renderer loads after the first paint.
 */
function pageAssets(published, chunk, escape) {
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

function normalizePathname(pathname) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * @param {object} options
 * @param {() => Promise<object>} options.runtimeConfig  the browser's run-time config (remote entries)
 * @param {string} options.apiUrl      where the catalog is read (GET, public endpoints only)
 * @param {typeof fetch} [options.fetchImpl]
 * @param {string} [options.shellRenderer]  the shell's server build, loaded by each render worker
 * @param {ReturnType<typeof createRemoteReleases>} [options.releases]  the remotes' releases (shared
 *   with the preloads; main.mjs), else one of its own
 * @param {string[]} [options.remoteOverrideOrigins]  origins trusted besides the run-time config's
 * @param {Partial<import('./render-pool.mjs').RENDER_POOL_DEFAULTS>} [options.renderPool]  workers,
 *   deadlineMs, heapMb… (render-pool.mjs)
 * @param {number} [options.dataTtlMs]  how long an API answer is reused (prices stay this fresh)
 * @param {number} [options.timeoutMs]  a page not ready by then is rendered by the browser alone
 * @param {() => number} [options.now]
 * @param {{ warn(...args: unknown[]): void }} [options.log]
 * @param {number} [options.maxConcurrentRenders]  renders at once (SHELL_MAX_CONCURRENT_RENDERS); past
 *   it a page is rendered by the browser, so a burst of cache misses cannot starve the event loop
 * @param {{ hit(): void, miss(): void, rendered(seconds: number): void, refused(): void }} [options.metrics]
 */
export function createPageContent({
  runtimeConfig,
  apiUrl,
  fetchImpl = fetch,
  shellRenderer = DEFAULT_SHELL_RENDERER,
  remoteOverrideOrigins = [],
  dataTtlMs = 5000,
  timeoutMs = 2000,
  now = Date.now,
  log = console,
  releases = createRemoteReleases({ runtimeConfig, remoteOverrideOrigins, fetchImpl, timeoutMs, now, log }),
  renderPool = {},
  maxConcurrentRenders = DEFAULT_MAX_CONCURRENT_RENDERS,
  metrics = NO_METRICS,
}) {
  let rendering = 0;
  const pool = createRenderPool({
    shellRenderer,
    format: PRERENDER_FORMAT,
    log,
    now,
    settings: renderPool,
    onBusy: () => metrics.refused(),
  });
  const apiAnswers = boundedCache(100);
  const pages = boundedCache(200);
  /** remote → { sha256, pages }: its current renderer's pages, asked once per release. */
  const pageLists = new Map();

  async function pagesOf(remote, prerender) {
    const known = pageLists.get(remote);
    if (known?.sha256 === prerender.sha256) return known.pages;
    const answer = await pool.run(remote, prerender, 'pages');
    if (!answer.ok) return null;
    pageLists.set(remote, { sha256: prerender.sha256, pages: answer.value });
    return answer.value;
  }

  async function apiAnswer(path) {
    const cached = apiAnswers.get(path);
    if (cached && now() - cached.at < dataTtlMs) return cached.value;
    const value = (async () => {
      const response = await fetchImpl(`${apiUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return response.json();
    })();
    apiAnswers.set(path, { at: now(), value });
    value.catch(() => apiAnswers.set(path, { at: -Infinity, value }));
    return value;
  }

  /**
   * @param {{ pathname: string, search: string, route: { path: string } | null, config?: object }} request
   *   config: this browser's run-time config (a remote override renders with the overriding remote)
   */
  async function pageContent({ pathname, search, route, config: requestConfig }) {
    const routePath = route?.path ?? normalizePathname(pathname);
    const config = requestConfig ?? (await runtimeConfig());
    const match = Object.entries(config.remotes).find(([, remote]) =>
      remote.routes.some((r) => r.path === routePath && r.access === 'open'),
    );
    if (!match) return null;
    const [remote, { manifest }] = match;
    const published = (await releases.get(manifest))?.prerender;
    const page = published && (await pagesOf(remote, published))?.find((p) => p.path === routePath);
    if (!page) return null;

    const needs = await pool.run(remote, published, 'dataNeeds', { path: routePath, search });
    // What a renderer asks for is read from the API only under /api/, one path segment at a time.
    if (!needs.ok || !needs.value.every((path) => API_READ.test(path) && !path.includes('..'))) return null;
    const paths = needs.value;
    let api;
    try {
      api = Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await apiAnswer(path)])));
    } catch {
      // No catalog (API down, unknown promo): the browser renders the page and shows its own state.
      return null;
    }
    const renderTime = now();
    const year = Number(YEAR_IN_BRAZIL.format(renderTime));
    // PrerenderedPageData (@busqy/platform-contract). A page that shows the time gets the render time,
    // in whole seconds so that the page cache still serves a second's requests.
    const renderedAt = page.showsTime ? Math.floor(renderTime / 1000) * 1000 : undefined;
    const data = renderedAt === undefined ? { year, api } : { year, api, renderedAt };
    const url = `${pathname}${search}`;
    const key = createHash('sha256')
      .update(JSON.stringify([remote, published.sha256, url, data, config.links, config.company]))
      .digest('hex');
    let html = pages.get(key);
    if (html !== undefined) metrics.hit();
    else {
      metrics.miss();
      if (rendering >= maxConcurrentRenders) {
        metrics.refused();
        return null;
      }
      rendering += 1;
      const started = performance.now();
      let answer;
      try {
        answer = await pool.run(remote, published, 'render', { config, url, remote, data });
      } finally {
        rendering -= 1;
      }
      if (!answer.ok || typeof answer.value !== 'string') return null;
      metrics.rendered((performance.now() - started) / 1000);
      html = answer.value;
      pages.set(key, html);
    }
    return { html, data, ...pageAssets(published, page.chunk, escapeHtml) };
  }
  return Object.assign(pageContent, {
    /** Every render worker started (tests; a server warms up without waiting). */
    ready: pool.ready,
    close: pool.close,
  });
}
