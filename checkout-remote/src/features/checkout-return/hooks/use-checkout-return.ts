import { useApiResource } from '@busqy/platform-contract/remote';
import { useEffect } from 'react';
import { usePlatform } from '../../../platform/PlatformContext';
import { getSessionStatus, type SessionStatus } from '../api/get-session-status';

/**
 * - checking: waiting for the status (or for the redirect it triggered)
 * - missing: the return url has no session_id
 * - unavailable: the session is neither open nor complete (e.g. expired)
 * - failed: the status could not be read
 * - refunded: paid, but the user already had a subscription: the payment was cancelled and refunded
 */
export type CheckoutReturnState = 'checking' | 'missing' | 'unavailable' | 'failed' | 'refunded';

/** Where a session status sends the visitor: none when it is refunded, or neither open nor complete. */
function redirectFor({ status, notice }: SessionStatus, sessionId: string): string | null {
  // Not a new subscription: the page says so instead of celebrating a purchase that was undone.
  if (notice) return null;
  if (status === 'open') return '/checkout';
  if (status === 'complete') return `/payment-success?session_id=${encodeURIComponent(sessionId)}`;
  return null;
}

/** SPEC §4 Checkout session status: 'open' goes back to /checkout, 'complete' to payment success. */
export function useCheckoutReturn(sessionId: string | null) {
  const { api, navigation } = usePlatform();
  const session = useApiResource(
    sessionId || null,
    // Runs only with a key, that is with a session id.
    (signal) => getSessionStatus(api, sessionId!, signal),
    { onError: (error) => console.error('Falha ao consultar o status da sessão de checkout', error) },
  );
  const answer = session.status === 'success' && sessionId ? session.data : null;
  const redirect = answer && sessionId ? redirectFor(answer, sessionId) : null;

  useEffect(() => {
    if (redirect !== null) navigation.go(redirect, { replace: true });
  }, [navigation, redirect]);

  let state: CheckoutReturnState = 'checking';
  if (!sessionId) state = 'missing';
  else if (session.status === 'error') state = 'failed';
  else if (answer?.notice) state = 'refunded';
  else if (answer && redirect === null) state = 'unavailable';
  return { state, notice: answer?.notice ?? null, retry: session.retry };
}
