/** Meta's documented maximum number of events per Conversions API request. */
export const META_MAX_BATCH_SIZE = 1000;
export const DEFAULT_META_GRAPH_URL = 'https://graph.facebook.com/v21.0';
export const DEFAULT_RETENTION_DAYS = 30;
export const DEFAULT_OUTBOX_MAX_ROWS = 100_000;

export interface MetaCredentials {
  pixelId: string;
  accessToken: string;
  /** Sent as test_event_code so events show in Events Manager's "Test events" tab only. */
  testEventCode: string | null;
}

export interface TrackingConfig {
  /** null = delivery off: events stay in the outbox and are sent nowhere. */
  meta: MetaCredentials | null;
  /** Graph API base including the version, without a trailing slash. */
  graphUrl: string;
  intervalMs: number;
  batchSize: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Outbox rows older than this many days are deleted, delivered or not (LGPD: necessity). */
  retentionDays: number;
  /** The outbox holds at most this many rows: new events are dropped (and logged) beyond it. */
  outboxMaxRows: number;
}

type Read = (name: string) => string | undefined;

/** Reads the tracking variables (META_*, TRACKING_*); problems are pushed to `issues`. */
export function readTrackingConfig(read: Read, issues: string[]): TrackingConfig {
  const wholeNumber = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name) ?? String(fallback);
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    issues.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  };

  const pixelId = read('META_PIXEL_ID');
  const accessToken = read('META_ACCESS_TOKEN');
  const testEventCode = read('META_TEST_EVENT_CODE') ?? null;
  if (pixelId !== undefined && !/^\d{1,32}$/.test(pixelId)) {
    issues.push(`META_PIXEL_ID must be the pixel's numeric id, got "${pixelId}"`);
  }
  if (accessToken !== undefined && /\s/.test(accessToken)) {
    issues.push('META_ACCESS_TOKEN must not contain spaces');
  }
  if ((pixelId === undefined) !== (accessToken === undefined)) {
    issues.push('META_PIXEL_ID and META_ACCESS_TOKEN must be set together (or neither: delivery off)');
  }
  if (testEventCode !== null && !/^[A-Za-z0-9_-]{1,64}$/.test(testEventCode)) {
    issues.push(`META_TEST_EVENT_CODE must be letters and digits (e.g. TEST12345), got "${testEventCode}"`);
  }

  const graphUrlRaw = read('META_GRAPH_URL') ?? DEFAULT_META_GRAPH_URL;
  let graphUrl = graphUrlRaw.replace(/\/+$/, '');
  try {
    const url = new URL(graphUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    if (url.search !== '' || url.hash !== '') throw new Error('query');
  } catch {
    issues.push(`META_GRAPH_URL must be an http(s) URL without a query, got "${graphUrlRaw}"`);
    graphUrl = DEFAULT_META_GRAPH_URL;
  }

  const retryBaseMs = wholeNumber('TRACKING_RETRY_BASE_MS', 30_000, 1, 24 * 3_600_000);
  const retryMaxMs = wholeNumber('TRACKING_RETRY_MAX_MS', 3_600_000, 1, 7 * 24 * 3_600_000);
  if (retryMaxMs < retryBaseMs) issues.push('TRACKING_RETRY_MAX_MS must not be below TRACKING_RETRY_BASE_MS');

  return {
    meta: pixelId !== undefined && accessToken !== undefined ? { pixelId, accessToken, testEventCode } : null,
    graphUrl,
    intervalMs: wholeNumber('TRACKING_DELIVERY_INTERVAL_MS', 5000, 10, 3_600_000),
    batchSize: wholeNumber('TRACKING_BATCH_SIZE', 100, 1, META_MAX_BATCH_SIZE),
    maxAttempts: wholeNumber('TRACKING_MAX_ATTEMPTS', 10, 1, 1000),
    retryBaseMs,
    retryMaxMs,
    retentionDays: wholeNumber('TRACKING_RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 1, 365),
    outboxMaxRows: wholeNumber('TRACKING_OUTBOX_MAX_ROWS', DEFAULT_OUTBOX_MAX_ROWS, 100, 10_000_000),
  };
}
