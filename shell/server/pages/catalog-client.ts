// The shell server's one cache of the API's open answers (the catalog): read by the pages' <head>
// (plan offers, promo previews) and by the pre-render (its page data), so both show the same prices.
// One request per path at a time; an answer is fresh for `ttlMs`, then served stale at once while one
// background request renews it, so an API that is slow or down costs nothing while an answer is known.
// Bounded by count and bytes: unknown promo codes (each a distinct path) cannot fill memory.
// A request to the API carries the x-request-id of the page request that started it, so a page whose
// data failed can be followed across the hop. An answer is shared: the pages that reuse it, or that
// waited on the same request, are served with the API answer fetched under the first request's id.
import { REQUEST_ID_HEADER } from '../request-id.js';

export const DEFAULT_API_TTL_MS = 5_000;
const STALE_MS = 600_000;
const TIMEOUT_MS = 1_500;
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 4 * 1024 * 1024;

/** What is kept for a path the API has no answer for (400 or 404, e.g. an unknown promo). */
const ABSENT = null;

export interface CatalogClientOptions {
  apiUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** How long an answer is reused (prices stay this fresh). */
  ttlMs?: number;
  /** A request slower than this fails (a stale answer is kept). */
  timeoutMs?: number;
  maxEntries?: number;
  /** Of the answers' JSON text. */
  maxBytes?: number;
}

/** An API answer: its parsed JSON, or null (ABSENT) for a path the API has no answer for. */
export type ApiAnswer = unknown;

/** The API answered a read with an error status (5xx, 429…): its status, apart from the path read. */
export class ApiAnswerError extends Error {
  constructor(
    path: string,
    readonly status: number,
  ) {
    super(`GET ${path} answered ${status}`);
    this.name = 'ApiAnswerError';
  }
}

interface Entry {
  at: number;
  value: ApiAnswer;
  bytes: number;
}

export type CatalogClient = ReturnType<typeof createCatalogClient>;

export function createCatalogClient({
  apiUrl,
  fetchImpl = fetch,
  now = Date.now,
  ttlMs = DEFAULT_API_TTL_MS,
  timeoutMs = TIMEOUT_MS,
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_BYTES,
}: CatalogClientOptions) {
  /** Path → its answer; Map order is recency. */
  const answers = new Map<string, Entry>();
  /** Path → the one request under way. */
  const pending = new Map<string, Promise<ApiAnswer>>();
  let bytes = 0;

  function drop(path: string): void {
    const entry = answers.get(path);
    if (entry) {
      answers.delete(path);
      bytes -= entry.bytes;
    }
  }

  function store(path: string, value: ApiAnswer, text: string): void {
    drop(path);
    const entry = { at: now(), value, bytes: path.length + text.length };
    answers.set(path, entry);
    bytes += entry.bytes;
    for (const oldest of answers.keys()) {
      if (answers.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /**
   * Asks the API; keeps a definitive answer (ok, 400 or 404), throws on anything else.
   * @param requestId  the page request's id, sent to the API (the first request of a flight names it)
   */
  function request(path: string, requestId: string | undefined): Promise<ApiAnswer> {
    let flight = pending.get(path);
    if (!flight) {
      flight = (async () => {
        const response = await fetchImpl(`${apiUrl}${path}`, {
          headers: {
            accept: 'application/json',
            ...(requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId }),
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
        // A definitive "no such thing" (an unknown or malformed promo code) is kept like an answer.
        if (response.status === 400 || response.status === 404) {
          store(path, ABSENT, '');
          return ABSENT;
        }
        if (!response.ok) throw new ApiAnswerError(path, response.status);
        const text = await response.text();
        const value: unknown = JSON.parse(text);
        store(path, value, text);
        return value;
      })().finally(() => pending.delete(path));
      pending.set(path, flight);
    }
    return flight;
  }

  /**
   * The API's answer for `path`, null when it has none (404); rejects when the API cannot be reached
   * (or answers an error) and no answer is known.
   * @param path  a public GET path, e.g. /api/catalog/plans
   * @param requestId  the id of the page request that needs it (x-request-id), if any
   */
  async function answer(path: string, requestId?: string): Promise<ApiAnswer> {
    const known = answers.get(path);
    const age = known ? now() - known.at : Infinity;
    if (known && age < ttlMs + STALE_MS) {
      answers.delete(path);
      answers.set(path, known);
      // Stale: this request has the known answer; the next ones the renewed one.
      if (age >= ttlMs) request(path, requestId).catch(() => {});
      return known.value;
    }
    return request(path, requestId);
  }

  /** As answer(), null when the API cannot be reached: for what is only an improvement (the <head>). */
  const get = (path: string, requestId?: string): Promise<ApiAnswer> =>
    answer(path, requestId).catch(() => null);

  return {
    answer,
    get,
    /** GET /api/catalog/plans, or null. */
    plans: () => get('/api/catalog/plans'),
    /** GET /api/catalog/promos/:code, or null (malformed codes are not even asked). */
    promo: (code: string): Promise<ApiAnswer> =>
      /^[a-z0-9_-]{1,40}$/.test(code)
        ? get(`/api/catalog/promos/${encodeURIComponent(code)}`)
        : Promise.resolve(null),
    /** Figures for tests. */
    get size() {
      return answers.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
