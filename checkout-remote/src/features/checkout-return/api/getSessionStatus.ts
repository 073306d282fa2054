import type { ApiClient } from '@busqy/shell/platform-contract';

/** SPEC §3 checkout session status response. Stripe also reports e.g. 'expired'. */
export interface SessionStatus {
  status: string;
  customer_email?: string | null;
}

/** SPEC §7 GET /session-status?session_id={id}. */
export function getSessionStatus(
  api: ApiClient,
  sessionId: string,
  signal: AbortSignal,
): Promise<SessionStatus> {
  return api.get<SessionStatus>(`/session-status?session_id=${encodeURIComponent(sessionId)}`, { signal });
}
