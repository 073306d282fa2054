import type { ApiClient } from '@busqy/platform-contract';

/** SPEC §3 checkout session status response. Stripe also reports e.g. 'expired'. */
export interface SessionStatus {
  status: string;
  customer_email?: string | null;
  /** Present when this payment was a second subscription, cancelled and refunded: the API's Portuguese notice. */
  notice?: string;
}

/** SPEC §7 GET /session-status?session_id={id}. Rejects when the answer carries no status. */
export async function getSessionStatus(
  api: ApiClient,
  sessionId: string,
  signal: AbortSignal,
): Promise<SessionStatus> {
  const answer = await api.get<Partial<SessionStatus> | null>(
    `/session-status?session_id=${encodeURIComponent(sessionId)}`,
    { signal },
  );
  if (typeof answer?.status !== 'string') throw new Error('Session status response has no status');
  const notice = typeof answer.notice === 'string' && answer.notice !== '' ? { notice: answer.notice } : {};
  return { status: answer.status, customer_email: answer.customer_email ?? null, ...notice };
}
