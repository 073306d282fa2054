// Reads of the API's open catalog for the pages' <head> (plan offers, promo previews). Cached a
// short time; an API that is slow or down costs the page its rich data, never the page itself.

const TTL_MS = 60_000;
const TIMEOUT_MS = 1_500;

/**
 * @param {{ apiUrl: string, fetchImpl?: typeof fetch, now?: () => number }} options
 */
export function createCatalogClient({ apiUrl, fetchImpl = fetch, now = Date.now }) {
  /** path → { at, value: Promise<object|null> } */
  const cache = new Map();

  async function load(path) {
    try {
      const response = await fetchImpl(`${apiUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }

  function get(path) {
    const hit = cache.get(path);
    if (hit && now() - hit.at < TTL_MS) return hit.value;
    const value = load(path).then((body) => {
      // A failure is retried on the next page request rather than cached for the whole TTL.
      if (body === null) cache.delete(path);
      return body;
    });
    cache.set(path, { at: now(), value });
    if (cache.size > 200) cache.delete(cache.keys().next().value);
    return value;
  }

  return {
    /** GET /api/catalog/plans, or null. */
    plans: () => get('/api/catalog/plans'),
    /** GET /api/catalog/promos/:code, or null (malformed codes are not even asked). */
    promo: (code) =>
      /^[a-z0-9_-]{1,40}$/.test(code)
        ? get(`/api/catalog/promos/${encodeURIComponent(code)}`)
        : Promise.resolve(null),
  };
}
