// Lookups in the route table (route-table.ts): which page a path is, and the sitemap.

import type { RouteTable, TableRoute } from './route-table.js';

export type { RouteTable, TableRoute };

/**
 * The page at a path: its remote and route, the head the shell keeps for it (`title` and
 * `description` of a route in routes.json; a remote's published page has none: its renderer gives it),
 * and the query parameters it reads (its PageDefinition's `query`: only these key its cache entry).
 */
export interface FoundPage {
  remote: string;
  route: TableRoute;
  canonicalPath: string;
  title?: string | undefined;
  description?: string | undefined;
  indexable: boolean;
  query: readonly string[];
}

export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function findPage(routes: RouteTable, rawPathname: string): FoundPage | null {
  const pathname = normalizePathname(rawPathname);
  const all = Object.entries(routes).flatMap(([remote, list]) => list.map((route) => ({ remote, route })));
  const match = all.find(({ route }) => route.path === pathname);
  if (!match) return null;
  const { route } = match;
  const canonical = route.canonical
    ? (all.find((entry) => entry.route.path === route.canonical)?.route ?? route)
    : route;
  return {
    remote: match.remote,
    route,
    canonicalPath: canonical.path,
    title: canonical.title,
    description: canonical.description,
    indexable: route.access === 'open' && !canonical.noindex,
    // The query parameters the page reads: only these key its page-cache entry (pages/page-cache.ts).
    query: route.query ?? canonical.query ?? [],
  };
}

/** Open, indexable routes that are their own canonical: what sitemap.xml lists. */
export function sitemapPaths(routes: RouteTable): string[] {
  return Object.values(routes)
    .flat()
    .filter(
      (route) => route.access === 'open' && !route.canonical && !route.noindex && route.sitemap !== false,
    )
    .map((route) => route.path);
}

/** Open routes that are their own canonical (an alias, /home, is keyed and rendered on its own when asked): what the warm-up renders. */
export function openPagePaths(routes: RouteTable): string[] {
  return Object.values(routes)
    .flat()
    .filter((route) => route.access === 'open' && !route.canonical)
    .map((route) => route.path);
}
