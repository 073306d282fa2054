import type { MetaCredentials } from './tracking-config';
import type { ServerEvent } from './tracking-events';

export type SendResult =
  | { kind: 'delivered'; eventsReceived: number }
  /** Worth trying again later: network, timeout, 5xx, rate limits, token/permission problems. */
  | { kind: 'retry'; error: string }
  /** Meta refused the request's content (a 400 about the data): retrying the same batch won't help. */
  | { kind: 'rejected'; error: string };

export interface EventsSender {
  send(events: readonly ServerEvent[], signal: AbortSignal): Promise<SendResult>;
}

interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  is_transient?: boolean;
}

/** Graph API error codes for throttling and temporary trouble (Meta's error-handling guide). */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);
const REQUEST_TIMEOUT_MS = 15_000;

/** POST {graphUrl}/{pixelId}/events: one request per batch; the token travels in the body, not the URL. */
export class GraphEventsClient implements EventsSender {
  private readonly url: string;

  constructor(
    graphUrl: string,
    private readonly credentials: MetaCredentials,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    this.url = `${graphUrl}/${encodeURIComponent(credentials.pixelId)}/events`;
  }

  async send(events: readonly ServerEvent[], signal: AbortSignal): Promise<SendResult> {
    const body: Record<string, unknown> = { data: events, access_token: this.credentials.accessToken };
    if (this.credentials.testEventCode !== null) body.test_event_code = this.credentials.testEventCode;
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)]),
      });
    } catch (error) {
      return { kind: 'retry', error: `request failed: ${describe(error)}` };
    }
    const text = await response.text().catch(() => '');
    const json = parseJson(text);
    if (response.ok) {
      const received = (json as { events_received?: unknown } | null)?.events_received;
      return { kind: 'delivered', eventsReceived: typeof received === 'number' ? received : events.length };
    }
    const graphError = (json as { error?: GraphError } | null)?.error;
    const error = `HTTP ${response.status}: ${graphError?.message ?? text.slice(0, 200)}`;
    return { kind: isPermanent(response.status, graphError) ? 'rejected' : 'retry', error };
  }
}

function isPermanent(status: number, error: GraphError | undefined): boolean {
  if (status !== 400) return false; // 401/403 (token), 429, 5xx: the events themselves may be fine
  if (error === undefined) return true;
  if (error.is_transient === true || (error.code !== undefined && TRANSIENT_CODES.has(error.code)))
    return false;
  return error.type !== 'OAuthException'; // an expired or wrong token: wait for it to be fixed
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
