// The shell's route table: which remote serves which path, with which access. Built from the shell's
// configuration (server/routes.json: the paths each remote may claim, and the routes the shell keeps,
// protected ones included) and the pages each remote publishes (its prerender/index.json `pages`,
// PageDefinition of @busqy/platform-contract/prerender). Built at start, again when routes.json
// changes or a remote publishes another page list; never per request.
import type { FSWatcher } from 'node:fs';
import { readFileSync, watch } from 'node:fs';
import { errorMessage } from '../logging.js';

export type RouteAccess = 'open' | 'protected';

/** A route the shell keeps for a remote (routes.json): a page with its head, or an alias of one. */
export interface KeptRoute {
  path: string;
  access: RouteAccess;
  title?: string;
  description?: string;
  /** The path this one is an alias of. */
  canonical?: string;
  /** Out of search engines and the sitemap. */
  noindex?: boolean;
}

/** The open paths a remote may publish: exact paths, and prefixes ('/' any path the shell does not keep). */
export interface RouteClaims {
  paths?: string[];
  prefixes?: string[];
}

/** routes.json: remote name → what the shell allows it and keeps for it. */
export type RouteConfig = Record<string, { claims?: RouteClaims; routes?: KeptRoute[] }>;

/**
 * A route of the table: one the shell keeps, or an open page a remote publishes (the fields of
 * PageDefinition, @busqy/platform-contract/prerender; not imported: the contract's index needs the DOM's types).
 */
export interface TableRoute extends KeptRoute {
  chunk?: string;
  query?: readonly string[];
  sitemap?: boolean;
  showsTime?: boolean;
}

/** remote name → its routes. */
export type RouteTable = Record<string, TableRoute[]>;

const ACCESS: ReadonlySet<unknown> = new Set(['open', 'protected']);
const PATH = /^\/[\w\-./]*$/;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks routes.json: remote name → `{ claims?: { paths?: string[], prefixes?: string[] }, routes?:
 * Route[] }`. `claims` are the open paths the remote may publish (exact paths; a prefix allows every
 * path under it, '/' any path the shell does not keep). `routes` are the routes the shell keeps for
 * the remote, each `{ path, access, title, description }` or an alias `{ path, access, canonical }`;
 * `noindex: true` keeps an open one out of search engines and the sitemap.
 */
export function validateRouteConfig(config: unknown, file = 'routes.json'): RouteConfig {
  if (!isRecord(config)) {
    throw new Error(`${file}: expected an object of remote name → { claims, routes }`);
  }
  const routesOf = (remote: unknown): unknown[] =>
    isRecord(remote) && Array.isArray(remote.routes) ? remote.routes : [];
  const kept = new Set(
    Object.values(config).flatMap((remote) =>
      routesOf(remote).map((r) => (isRecord(r) ? r.path : undefined)),
    ),
  );
  for (const [remote, value = {}] of Object.entries(config)) {
    if (!/^[a-z][a-z0-9_]*$/.test(remote)) throw new Error(`${file}: invalid remote name "${remote}"`);
    if (!isRecord(value)) throw new Error(`${file}: "${remote}" must be an object of { claims, routes }`);
    const { claims = {}, routes = [], ...rest } = value;
    if (Object.keys(rest).length > 0) throw new Error(`${file}: "${remote}" has unknown keys`);
    const { paths = [], prefixes = [] } = isRecord(claims) ? claims : {};
    if (!isRecord(claims) || !Array.isArray(paths) || !Array.isArray(prefixes)) {
      throw new Error(`${file}: claims of "${remote}" must be { paths?: [], prefixes?: [] }`);
    }
    for (const claim of [...paths, ...prefixes] as unknown[]) {
      if (typeof claim !== 'string' || !PATH.test(claim)) {
        throw new Error(`${file}: invalid claim of "${remote}": ${JSON.stringify(claim)}`);
      }
    }
    if (!Array.isArray(routes)) throw new Error(`${file}: routes of "${remote}" must be an array`);
    for (const route of routes as unknown[]) {
      const invalid = (why: string) =>
        new Error(`${file}: invalid route in "${remote}" (${why}): ${JSON.stringify(route)}`);
      if (
        !isRecord(route) ||
        typeof route.path !== 'string' ||
        !PATH.test(route.path) ||
        !ACCESS.has(route.access)
      ) {
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
  // Every remote, claim and route was checked above.
  return config as RouteConfig;
}

function allows(claims: RouteClaims = {}, path: string): boolean {
  return (
    (claims.paths ?? []).includes(path) ||
    (claims.prefixes ?? []).some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    )
  );
}

/** A published page as it enters the table, or null when it is not a page (logged by the caller). */
function pageEntry(page: unknown): TableRoute | null {
  if (
    !isRecord(page) ||
    typeof page.path !== 'string' ||
    !PATH.test(page.path) ||
    typeof page.chunk !== 'string'
  ) {
    return null;
  }
  const entry: TableRoute = { path: page.path, access: 'open', chunk: page.chunk };
  if (typeof page.canonical === 'string') entry.canonical = page.canonical;
  if (Array.isArray(page.query)) {
    entry.query = page.query.filter((name): name is string => typeof name === 'string');
  }
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
export function buildRouteTable(
  config: RouteConfig,
  published: Readonly<Record<string, readonly unknown[] | undefined>> = {},
  refuse: (message: string) => void = () => {},
): RouteTable {
  const kept = new Map<string, { remote: string; route: KeptRoute }>();
  for (const [remote, { routes = [] }] of Object.entries(config)) {
    for (const route of routes) kept.set(route.path, { remote, route });
  }
  const claims = new Map<string, { remote: string; entry: TableRoute }[]>();
  for (const [remote, { claims: allowance }] of Object.entries(config)) {
    // Unknown pages stay out of the sitemap until their remote publishes them (canonical, noindex).
    const list = published[remote];
    const pages = list
      ? list.map((page) => ({ page, entry: pageEntry(page) }))
      : (allowance?.paths ?? []).map((path) => {
          const entry: TableRoute = { path, access: 'open', sitemap: false };
          return { page: entry, entry };
        });
    for (const { page, entry } of pages) {
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
  const table: RouteTable = Object.fromEntries(
    Object.entries(config).map(([remote, { routes = [] }]): [string, TableRoute[]] => [remote, [...routes]]),
  );
  for (const [path, claimants] of claims) {
    if (claimants.length > 1) {
      refuse(`claim of ${path} refused: claimed by ${claimants.map((c) => c.remote).join(' and ')}`);
    } else if (claimants[0]) {
      table[claimants[0].remote]?.push(claimants[0].entry);
    }
  }
  // An alias whose page was refused would share no head: it goes too.
  for (const [remote, routes] of Object.entries(table)) {
    const paths = new Set(routes.map((route) => route.path));
    table[remote] = routes.filter((route) => !route.canonical || paths.has(route.canonical));
  }
  return table;
}

export interface RouteTableOptions {
  /** routes.json */
  file: string;
  /**
   * The page list a remote's current release publishes (its prerender/index.json `pages`), from the
   * one cache of that remote's release (prerender/remote-releases.ts); null when none is known (the
   * remote is down, or publishes none). The same list (by identity) until its release changes.
   */
  pagesOf: (name: string) => Promise<unknown[] | null>;
  log?: { warn(message: string): void };
  /** How often the remotes' page lists are asked for again. */
  recheckMs?: number;
  now?: () => number;
}

export interface RouteTableSource {
  /** The table; waits only for the first build. */
  current(): Promise<RouteTable>;
  close(): void;
}

export function createRouteTable({
  file,
  pagesOf,
  log = console,
  recheckMs = 5000,
  now = Date.now,
}: RouteTableOptions): RouteTableSource {
  let config: RouteConfig | null = null;
  /** remote → the last page list its release published: kept while it is down. */
  const published = new Map<string, unknown[]>();
  let table: RouteTable | null = null;
  let checkedAt = -Infinity;
  let refreshing: Promise<void> | null = null;
  let watcher: FSWatcher | null = null;

  function readConfig(): RouteConfig {
    config = validateRouteConfig(JSON.parse(readFileSync(file, 'utf8')), file);
    return config;
  }

  function rebuild(config: RouteConfig) {
    const lists = Object.fromEntries(published);
    table = buildRouteTable(config, lists, (message) => log.warn(`[routes] ${message}`));
  }

  /** Whether the remote's release publishes another page list than the table was built with. */
  async function followPages(remote: string): Promise<boolean> {
    let pages: unknown[] | null;
    try {
      pages = await pagesOf(remote);
    } catch {
      pages = null;
    }
    // Down, or none published (a release before contract 3.3.0): its last known pages stay routed,
    // else the paths it claims (client-rendered).
    if (!Array.isArray(pages) || published.get(remote) === pages) return false;
    published.set(remote, pages);
    return true;
  }

  async function refresh(config: RouteConfig) {
    checkedAt = now();
    const changed = await Promise.all(Object.keys(config).map(followPages));
    if (changed.some(Boolean) || table === null) rebuild(config);
  }

  function start() {
    const first = readConfig();
    try {
      watcher = watch(file, { persistent: false }, () => {
        try {
          rebuild(readConfig());
        } catch (error) {
          // A half-written or broken file keeps the last good table.
          log.warn(`[routes] ${file} not applied: ${errorMessage(error)}`);
        }
      });
    } catch {
      // No file watching here: the table still follows the remotes.
    }
    return refresh(first);
  }

  return {
    async current() {
      if (config === null) refreshing ??= start().finally(() => (refreshing = null));
      else if (table !== null && now() - checkedAt >= recheckMs) {
        // In the background: the request is served with the table as it is.
        refreshing ??= refresh(config).finally(() => (refreshing = null));
        return table;
      }
      if (table === null) await refreshing;
      // The first refresh always builds it (a failed first read rejected above).
      if (table === null) throw new Error('route table not built');
      return table;
    },
    close() {
      watcher?.close();
    },
  };
}
