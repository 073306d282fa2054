import { useCallback } from 'react';
import { useLocation } from '@busqy/platform-contract/remote';
import type { PlanCardBase, PromoConfig, PromoPriceView } from '../../../lib/catalog/types';
import { usePlatform } from '../../../platform/PlatformContext';

/**
 * SPEC §4 'Plan selection on the promo page': save the plan with the discounted price, coupon code
 * and id. Signed in: the checkout-start event, then the platform opens /checkout in a new tab with
 * the 'Abrindo checkout...' overlay and watches the tab. Signed out: back to this promo page after
 * sign-up, and /cadastro.
 */
export function usePromoSelection(promo: PromoConfig | null) {
  const { auth, storage, navigation, tracking, checkout } = usePlatform();
  const { search } = useLocation();

  return useCallback(
    (plan: PlanCardBase, price: PromoPriceView) => {
      if (promo === null) return;
      storage.set('selectedPlan', {
        name: plan.name,
        price: price.price,
        period: price.period,
        priceRaw: price.priceRaw,
        interval: price.interval,
        couponCode: promo.couponCode,
        couponId: price.checkout.couponId,
      });
      if (auth.getState().user === null) {
        // The query keeps the same promo on the way back (the path alone would show the default one).
        storage.set('loginRedirectUrl', `/planos-promo${search}`);
        navigation.go('/cadastro');
        return;
      }
      tracking.track('checkout_iniciado', {
        subscription_plan: plan.name,
        interval: price.interval,
        value: price.amounts.total / 100,
        coupon: promo.couponCode,
      });
      checkout.openCheckoutTab();
    },
    [promo, auth, storage, navigation, tracking, checkout, search],
  );
}
