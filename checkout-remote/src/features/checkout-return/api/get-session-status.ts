import type { SessionStatus as SessionStatusResponse } from '@busqy/api-types';
import type { ApiClient } from '@busqy/platform-contract';

/** SPEC §3 checkout session status, once it is known. Stripe also reports e.g. 'expired'. */
export type SessionStatus = Pick<SessionStatusResponse, 'customer_email'> & { status: string };

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
  return { status: answer.status, customer_email: answer.customer_email ?? null };
}
