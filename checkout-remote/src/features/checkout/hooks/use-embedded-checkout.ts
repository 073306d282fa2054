import { useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import type { SelectedPlan } from '@busqy/platform-contract';
import { usePlatform } from '../../../platform/PlatformContext';
import { createEmbeddedCheckoutSession, getCheckoutConfig } from '../api/checkout-api';
import { loadStripeFor } from '../utils/stripe-loader';

export type EmbeddedCheckoutState =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe; clientSecret: string } | { status: 'failed' };

/**
 * Creates the checkout session for the stored plan and loads Stripe (or the emulator) at the same time.
 * Runs only with a signed-in user and a plan. A failure shows SPEC §8's destructive toast.
 */
export function useEmbeddedCheckout(email: string | null, plan: SelectedPlan | null, enabled: boolean) {
  const { api, storage, toast } = usePlatform();
  const [state, setState] = useState<EmbeddedCheckoutState>({ status: 'loading' });

  useEffect(() => {
    if (!enabled || !plan) return;
    const controller = new AbortController();
    const stripe = getCheckoutConfig(api, controller.signal).then(loadStripeFor);
    const clientSecret = createEmbeddedCheckoutSession(api, email, plan, controller.signal);
    Promise.all([stripe, clientSecret]).then(
      ([loadedStripe, secret]) => {
        if (controller.signal.aborted) return;
        storage.set('checkoutClientSecret', secret);
        setState({ status: 'ready', stripe: loadedStripe, clientSecret: secret });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Falha ao criar sessão de checkout', error);
        toast.show({
          title: 'Erro',
          description: 'Não foi possível configurar o checkout. Tente novamente mais tarde.',
          variant: 'destructive',
        });
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // The plan is read once per visit; its identity may change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, storage, toast, email, enabled, plan?.name, plan?.interval, plan?.couponId]);

  return state;
}
