import { useApiResource } from '@busqy/platform-contract/remote';
import { useEffect } from 'react';
import { usePlatform } from '../../../platform/PlatformContext';
import { getSessionStatus } from '../api/get-session-status';

/**
 * - checking: waiting for the status (or for the redirect it triggered)
 * - missing: the return url has no session_id
 * - unavailable: the session is neither open nor complete (e.g. expired)
 * - failed: the status could not be read
 */
export type CheckoutReturnState = 'checking' | 'missing' | 'unavailable' | 'failed';

/** Where a session status sends the visitor: none when the session is neither open nor complete. */
function redirectFor(status: string, sessionId: string): string | null {
  if (status === 'open') return '/checkout';
  if (status === 'complete') return `/payment-success?session_id=${encodeURIComponent(sessionId)}`;
  return null;
}

/** SPEC §4 Checkout session status: 'open' goes back to /checkout, 'complete' to payment success. */
export function useCheckoutReturn(sessionId: string | null) {
  const { api, navigation } = usePlatform();
  const session = useApiResource(sessionId || null, (signal) => getSessionStatus(api, sessionId!, signal), {
    onError: (error) => console.error('Falha ao consultar o status da sessão de checkout', error),
  });
  const redirect =
    session.status === 'success' && sessionId ? redirectFor(session.data.status, sessionId) : null;

  useEffect(() => {
    if (redirect !== null) navigation.go(redirect, { replace: true });
  }, [navigation, redirect]);

  let state: CheckoutReturnState = 'checking';
  if (!sessionId) state = 'missing';
  else if (session.status === 'error') state = 'failed';
  else if (session.status === 'success' && redirect === null) state = 'unavailable';
  return { state, retry: session.retry };
}
