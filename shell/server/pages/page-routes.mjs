// Lookups in the route table (server/routes.json): which page a path is, its head, the sitemap.

export function normalizePathname(pathname) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * @returns {null | { remote: string, route: object, canonicalPath: string, title: string,
 *   description: string, indexable: boolean, preloadData: string[], query: string[] }}
 */
export function findPage(routes, rawPathname) {
  const pathname = normalizePathname(rawPathname);
  const all = Object.entries(routes).flatMap(([remote, list]) => list.map((route) => ({ remote, route })));
  const match = all.find(({ route }) => route.path === pathname);
  if (!match) return null;
  const { route } = match;
  const canonical = route.canonical ? all.find((entry) => entry.route.path === route.canonical).route : route;
  return {
    remote: match.remote,
    route,
    canonicalPath: canonical.path,
    title: canonical.title,
    description: canonical.description,
    indexable: route.access === 'open' && !canonical.noindex,
    preloadData: canonical.preloadData ?? [],
    // The query parameters the page reads: only these key its page-cache entry (pages/page-cache.mjs).
    query: canonical.query ?? [],
  };
}

/** Open, indexable routes that are their own canonical: what sitemap.xml lists. */
export function sitemapPaths(routes) {
  return Object.values(routes)
    .flat()
    .filter((route) => route.access === 'open' && !route.canonical && !route.noindex)
    .map((route) => route.path);
}
