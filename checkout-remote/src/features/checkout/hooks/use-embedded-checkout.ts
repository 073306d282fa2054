import { useApiResource, type ApiResource } from '@busqy/platform-contract/remote';
import type { Stripe } from '@stripe/stripe-js';
import type { SelectedPlan } from '@busqy/platform-contract';
import { usePlatform } from '../../../platform/PlatformContext';
import { createEmbeddedCheckoutSession, getCheckoutConfig } from '../api/checkout-api';
import { loadStripeFor } from '../utils/stripe-loader';

export interface EmbeddedCheckoutSession {
  stripe: Stripe;
  clientSecret: string;
}

/**
 * Creates the checkout session for the stored plan and loads Stripe (or the emulator) at the same time.
 * Runs only with a signed-in user and a plan (idle otherwise). A failure shows SPEC §8's destructive
 * toast.
 */
export function useEmbeddedCheckout(
  email: string | null,
  plan: SelectedPlan | null,
  enabled: boolean,
): ApiResource<EmbeddedCheckoutSession> {
  const { api, storage, toast } = usePlatform();
  // The plan is read once per visit: the request is for its name, interval and coupon.
  const key = enabled && plan ? JSON.stringify([email, plan.name, plan.interval, plan.couponId]) : null;

  return useApiResource(
    key,
    async (signal) => {
      const [stripe, clientSecret] = await Promise.all([
        getCheckoutConfig(api, signal).then(loadStripeFor),
        // Runs only with a key, that is with a plan.
        createEmbeddedCheckoutSession(api, email, plan!, signal),
      ]);
      if (!signal.aborted) storage.set('checkoutClientSecret', clientSecret);
      return { stripe, clientSecret };
    },
    {
      onError: (error) => {
        // A 409 (boleto pending, already subscribed) is explained on the page itself: no toast.
        if (api.isApiError(error) && error.status === 409) return;
        console.error('Falha ao criar sessão de checkout', error);
        toast.show({
          title: 'Erro',
          description: 'Não foi possível configurar o checkout. Tente novamente mais tarde.',
          variant: 'destructive',
        });
      },
    },
  );
}
