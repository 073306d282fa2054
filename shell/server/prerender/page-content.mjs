// The shell server's `pageContent` option: the page's HTML inside #root, rendered per request by the
// shell's own frame (dist-ssr/renderer.cjs, built from shell/src/app/prerender) around the page
// of the remote that serves the route (its published pre-renderer), with the catalog data the page
// needs fetched from the API: the catalog stays the one source of prices, and the same data goes to
// the browser as page data so that hydration renders exactly this HTML.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../pages/html.mjs';
import { DEFAULT_API_TTL_MS, createCatalogClient } from '../pages/catalog-client.mjs';
import { styleTag } from '../pages/inline-styles.mjs';
import { createRemoteRenderers } from './remote-renderers.mjs';

export const DEFAULT_SHELL_RENDERER = fileURLToPath(new URL('../../dist-ssr/renderer.cjs', import.meta.url));

export const DEFAULT_MAX_CONCURRENT_RENDERS = 8;
const NO_METRICS = { rendered() {}, refused() {} };
/** What pageContent answers when the page should have been pre-rendered and was not (page-cache.mjs). */
const DEGRADED = Object.freeze({ degraded: true });

const YEAR_IN_BRAZIL = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Sao_Paulo' });

/** The exposed ./App's chunk group (module federation's name for it) and the route's page chunk. */
const EXPOSED_APP_GROUP = '__federation_expose_App';

/**
 * What the route's page needs from its remote: its CSS for the <head>, inlined (or linked, when it
 * cannot be) since the pre-rendered HTML must not paint unstyled, then shift; and its scripts, which
 * the page renderer loads after the first paint.
 */
function pageAssets(published, routePath, escape) {
  const chunk = published.renderer.pageChunk?.(routePath);
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
 * @param {ReturnType<typeof createCatalogClient>} [options.catalog]  the API answers, shared with the
 *   pages' <head> (app.mjs) so both show the same prices
 * @param {typeof fetch} [options.fetchImpl]
 * @param {string} [options.shellRenderer]  the shell's server build
 * @param {() => { renderPage: Function }} [options.loadShellRenderer]  (tests) instead of requiring it
 * @param {number} [options.dataTtlMs]  (without `catalog`) how long an API answer is fresh
 * @param {number} [options.timeoutMs]  a page not ready by then is rendered by the browser alone
 * @param {() => number} [options.now]
 * @param {{ warn(...args: unknown[]): void }} [options.log]
 * @param {number} [options.maxConcurrentRenders]  renders at once (SHELL_MAX_CONCURRENT_RENDERS); past
 *   it a page is rendered by the browser, so a burst of cache misses cannot starve the event loop
 * @param {{ rendered(seconds: number): void, refused(): void }} [options.metrics]
 * @returns the page's content; `{ degraded: true }` when it is to be pre-rendered but could not be
 *   now (render bound, API, deadline), null when the route is not pre-rendered
 */
export function createPageContent({
  runtimeConfig,
  apiUrl,
  fetchImpl = fetch,
  shellRenderer = DEFAULT_SHELL_RENDERER,
  loadShellRenderer = () => createRequire(import.meta.url)(shellRenderer),
  timeoutMs = 2000,
  now = Date.now,
  dataTtlMs = DEFAULT_API_TTL_MS,
  catalog = createCatalogClient({ apiUrl, fetchImpl, now, ttlMs: dataTtlMs }),
  log = console,
  maxConcurrentRenders = DEFAULT_MAX_CONCURRENT_RENDERS,
  metrics = NO_METRICS,
}) {
  let rendering = 0;
  const remotes = createRemoteRenderers({ sharedFrom: shellRenderer, fetchImpl, timeoutMs, now });
  let shell;

  function loadShell() {
    if (shell === undefined) {
      try {
        shell = loadShellRenderer();
      } catch (error) {
        log.warn(
          `[prerender] ${shellRenderer} could not be loaded (run npm run build -w shell): ${error.message}`,
        );
        shell = null;
      }
    }
    return shell;
  }

  /**
   * @param {{ pathname: string, search: string, route: { path: string } | null, config?: object }} request
   *   config: this browser's run-time config (a remote override renders with the overriding remote)
   */
  return async function pageContent({ pathname, search, route, config: requestConfig }) {
    const routePath = route?.path ?? normalizePathname(pathname);
    const config = requestConfig ?? (await runtimeConfig());
    const match = Object.entries(config.remotes).find(([, remote]) =>
      remote.routes.some((r) => r.path === routePath && r.access === 'open'),
    );
    if (!match) return null;
    const [remote, { manifest }] = match;
    const [published, frame] = [await remotes.get(remote, manifest), loadShell()];
    if (!published || !frame || !published.renderer.routes.includes(routePath)) return null;

    const paths = published.renderer.dataNeeds(routePath, search);
    let answers;
    try {
      answers = await Promise.all(paths.map((path) => catalog.answer(path)));
    } catch {
      // The API is down and nothing is known: the browser renders the page, for now.
      return DEGRADED;
    }
    // An unknown promo: the browser renders the page and shows its own state.
    if (answers.includes(null)) return null;
    const api = Object.fromEntries(paths.map((path, index) => [path, answers[index]]));
    const renderTime = now();
    const year = Number(YEAR_IN_BRAZIL.format(renderTime));
    // PrerenderedPageData (@busqy/platform-contract). A page that shows the time gets the render time,
    // in whole seconds.
    const renderedAt = published.renderer.showsTime?.(routePath)
      ? Math.floor(renderTime / 1000) * 1000
      : undefined;
    const data = renderedAt === undefined ? { year, api } : { year, api, renderedAt };
    if (rendering >= maxConcurrentRenders) {
      metrics.refused();
      return DEGRADED;
    }
    rendering += 1;
    const started = performance.now();
    let html;
    try {
      const RemoteApp = published.renderer.createPage(data);
      html = await frame.renderPage({
        config,
        url: `${pathname}${search}`,
        remote,
        RemoteApp,
        year,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } finally {
      rendering -= 1;
      metrics.rendered((performance.now() - started) / 1000);
    }
    if (html === null) return DEGRADED;
    return { html, data, ...pageAssets(published, routePath, escapeHtml) };
  };
}
