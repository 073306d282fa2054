// The shell's route table: which remote serves which path, with which access. Built from the shell's
// configuration (server/routes.json: the paths each remote may claim, and the routes the shell keeps,
// protected ones included) and the pages each remote publishes (its prerender/index.json `pages`,
// PageDefinition of @busqy/platform-contract/prerender). Built at start, again when routes.json
// changes or a remote publishes another page list; never per request.
import { readFileSync, watch } from 'node:fs';

const ACCESS = new Set(['open', 'protected']);
const PATH = /^\/[\w\-./]*$/;

function isText(value) {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Checks routes.json: remote name → `{ claims?: { paths?: string[], prefixes?: string[] }, routes?:
 * Route[] }`. `claims` are the open paths the remote may publish (exact paths; a prefix allows every
 * path under it, '/' any path the shell does not keep). `routes` are the routes the shell keeps for
 * the remote, each `{ path, access, title, description }` or an alias `{ path, access, canonical }`;
 * `noindex: true` keeps an open one out of search engines and the sitemap.
 */
export function validateRouteConfig(config, file = 'routes.json') {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new Error(`${file}: expected an object of remote name → { claims, routes }`);
  }
  const kept = new Set(Object.values(config).flatMap((remote) => (remote?.routes ?? []).map((r) => r?.path)));
  for (const [remote, { claims = {}, routes = [], ...rest } = {}] of Object.entries(config)) {
    if (!/^[a-z][a-z0-9_]*$/.test(remote)) throw new Error(`${file}: invalid remote name "${remote}"`);
    if (Object.keys(rest).length > 0) throw new Error(`${file}: "${remote}" has unknown keys`);
    const { paths = [], prefixes = [] } = claims;
    for (const claim of [...paths, ...prefixes]) {
      if (typeof claim !== 'string' || !PATH.test(claim)) {
        throw new Error(`${file}: invalid claim of "${remote}": ${JSON.stringify(claim)}`);
      }
    }
    if (!Array.isArray(routes)) throw new Error(`${file}: routes of "${remote}" must be an array`);
    for (const route of routes) {
      const invalid = (why) =>
        new Error(`${file}: invalid route in "${remote}" (${why}): ${JSON.stringify(route)}`);
      if (typeof route?.path !== 'string' || !PATH.test(route.path) || !ACCESS.has(route.access)) {
        throw invalid('path and access');
      }
      if (route.canonical !== undefined) {
        if (!kept.has(route.canonical) || route.canonical === route.path) throw invalid('canonical');
      } else if (!isText(route.title) || !isText(route.description)) {
        throw invalid('title and description');
      }
      if (route.noindex !== undefined && typeof route.noindex !== 'boolean') throw invalid('noindex');
    }
  }
  return config;
}

function allows(claims = {}, path) {
  return (
    (claims.paths ?? []).includes(path) ||
    (claims.prefixes ?? []).some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    )
  );
}

/** A published page as it enters the table, or null when it is not a page (logged by the caller). */
function pageEntry(page) {
  if (typeof page?.path !== 'string' || !PATH.test(page.path) || typeof page.chunk !== 'string') return null;
  const entry = { path: page.path, access: 'open', chunk: page.chunk };
  if (typeof page.canonical === 'string') entry.canonical = page.canonical;
  if (Array.isArray(page.query)) entry.query = page.query.filter((name) => typeof name === 'string');
  if (page.sitemap === false) entry.sitemap = false;
  if (page.showsTime === true) entry.showsTime = true;
  return entry;
}

/**
 * The route table (remote name → routes) from the configuration and each remote's published pages
 * (`published[remote]`: its PageDefinition list, or undefined while unknown: then the remote's claimed
 * exact paths are routed as open pages, for a remote that is down at start or older than contract
 * 3.3.0). A claim outside the remote's allowance, of a path the shell keeps, or of a path another
 * remote claims too is refused: one `refuse(message)` each, and the path is not routed to it.
 */
export function buildRouteTable(config, published = {}, refuse = () => {}) {
  const kept = new Map();
  for (const [remote, { routes = [] }] of Object.entries(config)) {
    for (const route of routes) kept.set(route.path, { remote, route });
  }
  const claims = new Map(); // path → [{ remote, entry }]
  for (const [remote, { claims: allowance }] of Object.entries(config)) {
    // Unknown pages stay out of the sitemap until their remote publishes them (canonical, noindex).
    const pages =
      published[remote] ?? (allowance?.paths ?? []).map((path) => ({ path, access: 'open', sitemap: false }));
    for (const page of pages) {
      const entry = published[remote] ? pageEntry(page) : page;
      if (!entry) {
        refuse(`remote ${remote}: not a page definition: ${JSON.stringify(page).slice(0, 200)}`);
        continue;
      }
      const owner = kept.get(entry.path);
      if (owner) {
        const why =
          owner.route.access === 'protected' ? 'a protected route' : `the shell's route of ${owner.remote}`;
        refuse(`remote ${remote}: claim of ${entry.path} refused: it is ${why}`);
      } else if (!allows(allowance, entry.path)) {
        refuse(`remote ${remote}: claim of ${entry.path} refused: outside its claims in routes.json`);
      } else {
        claims.set(entry.path, [...(claims.get(entry.path) ?? []), { remote, entry }]);
      }
    }
  }
  const table = Object.fromEntries(
    Object.entries(config).map(([remote, { routes = [] }]) => [remote, [...routes]]),
  );
  for (const [path, claimants] of claims) {
    if (claimants.length > 1) {
      refuse(`claim of ${path} refused: claimed by ${claimants.map((c) => c.remote).join(' and ')}`);
    } else {
      table[claimants[0].remote].push(claimants[0].entry);
    }
  }
  // An alias whose page was refused would share no head: it goes too.
  for (const [remote, routes] of Object.entries(table)) {
    const paths = new Set(routes.map((route) => route.path));
    table[remote] = routes.filter((route) => !route.canonical || paths.has(route.canonical));
  }
  return table;
}

/**
 * @param {object} options
 * @param {string} options.file          routes.json
 * @param {(name: string) => string} options.remoteBase  a remote's origin (its published files' base)
 * @param {typeof fetch} [options.fetchImpl]
 * @param {{ warn(message: string): void }} [options.log]
 * @param {number} [options.recheckMs]   how often the remotes' page lists are fetched again
 * @param {number} [options.timeoutMs]
 * @param {() => number} [options.now]
 * @returns {{ current(): Promise<object>, close(): void }}  `current()` waits only for the first build
 */
export function createRouteTable({
  file,
  remoteBase,
  fetchImpl = fetch,
  log = console,
  recheckMs = 5000,
  timeoutMs = 2000,
  now = Date.now,
}) {
  let config = null;
  /** remote → { text, pages } of its last prerender/index.json that had pages: kept while it is down. */
  const published = new Map();
  let table = null;
  let checkedAt = -Infinity;
  let refreshing = null;
  let watcher = null;

  function readConfig() {
    config = validateRouteConfig(JSON.parse(readFileSync(file, 'utf8')), file);
  }

  function rebuild() {
    const lists = Object.fromEntries([...published].map(([remote, { pages }]) => [remote, pages]));
    table = buildRouteTable(config, lists, (message) => log.warn(`[routes] ${message}`));
  }

  async function fetchPages(remote) {
    const url = `${remoteBase(remote)}/prerender/index.json`;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return false;
      const text = await response.text();
      if (published.get(remote)?.text === text) return false;
      const index = JSON.parse(text);
      // An index without pages (a release before contract 3.3.0) leaves the claimed paths routed.
      if (!Array.isArray(index?.pages)) return false;
      published.set(remote, { text, pages: index.pages });
      return true;
    } catch {
      // Down: its last known pages stay routed (client-rendered while it is down).
      return false;
    }
  }

  async function refresh() {
    checkedAt = now();
    const changed = await Promise.all(Object.keys(config).map(fetchPages));
    if (changed.some(Boolean) || table === null) rebuild();
  }

  function start() {
    readConfig();
    try {
      watcher = watch(file, { persistent: false }, () => {
        try {
          readConfig();
          rebuild();
        } catch (error) {
          // A half-written or broken file keeps the last good table.
          log.warn(`[routes] ${file} not applied: ${error.message}`);
        }
      });
    } catch {
      // No file watching here: the table still follows the remotes.
    }
    return refresh();
  }

  return {
    async current() {
      if (config === null) refreshing ??= start().finally(() => (refreshing = null));
      else if (now() - checkedAt >= recheckMs) {
        // In the background: the request is served with the table as it is.
        refreshing ??= refresh().finally(() => (refreshing = null));
        return table;
      }
      if (table === null) await refreshing;
      return table;
    },
    close() {
      watcher?.close();
    },
  };
}
