import type { SessionStatus as SessionStatusResponse } from '@busqy/api-types';
import type { ApiClient } from '@busqy/platform-contract';

/** SPEC §3 checkout session status, once it is known. Stripe also reports e.g. 'expired'; `notice` is
 * present when this payment was a second subscription, cancelled and refunded. */
export type SessionStatus = Pick<SessionStatusResponse, 'customer_email' | 'notice'> & { status: string };

/** SPEC §7 GET /session-status?session_id={id}. Rejects when the answer carries no status. */
export async function getSessionStatus(
  api: ApiClient,
  sessionId: string,
  signal: AbortSignal,
): Promise<SessionStatus> {
  const answer = await api.get<Partial<SessionStatusResponse> | null>(
    `/session-status?session_id=${encodeURIComponent(sessionId)}`,
    { signal },
  );
  if (typeof answer?.status !== 'string') throw new Error('Session status response has no status');
  const notice = typeof answer.notice === 'string' && answer.notice !== '' ? { notice: answer.notice } : {};
  return { status: answer.status, customer_email: answer.customer_email ?? null, ...notice };
}
