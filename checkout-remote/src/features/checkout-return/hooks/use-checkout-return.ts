import { useCallback, useEffect, useState } from 'react';
import { usePlatform } from '../../../platform/PlatformContext';
import { getSessionStatus } from '../api/get-session-status';

/**
 * - checking: waiting for the status (or for the redirect it triggered)
 * - missing: the return url has no session_id
 * - unavailable: the session is neither open nor complete (e.g. expired)
 * - failed: the status could not be read
 * - refunded: paid, but the user already had a subscription: the payment was cancelled and refunded
 */
export type CheckoutReturnState = 'checking' | 'missing' | 'unavailable' | 'failed' | 'refunded';

/** SPEC §4 Checkout session status: 'open' goes back to /checkout, 'complete' to payment success. */
export function useCheckoutReturn(sessionId: string | null) {
  const { api, navigation } = usePlatform();
  const [state, setState] = useState<Exclude<CheckoutReturnState, 'missing'>>('checking');
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    getSessionStatus(api, sessionId, controller.signal).then(
      ({ status, notice: refundNotice }) => {
        if (controller.signal.aborted) return;
        if (refundNotice) {
          // Not a new subscription: say so instead of celebrating a purchase that was undone.
          setNotice(refundNotice);
          setState('refunded');
        } else if (status === 'open') navigation.go('/checkout', { replace: true });
        else if (status === 'complete')
          navigation.go(`/payment-success?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
        else setState('unavailable');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Falha ao consultar o status da sessão de checkout', error);
        setState('failed');
      },
    );
    return () => controller.abort();
  }, [api, navigation, sessionId, attempt]);

  const retry = useCallback(() => {
    setState('checking');
    setAttempt((count) => count + 1);
  }, []);

  return { state: sessionId ? state : ('missing' as const), notice, retry };
}
