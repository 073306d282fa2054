import { useCallback } from 'react';
import type { EarlyNavigation, SelectedPlan } from '@busqy/platform-contract';
import { applyEarlyNavigation, useLocation } from '@busqy/platform-contract/remote';
import type { PlanCardBase, PromoConfig, PromoPriceView } from '../../../lib/catalog/types';
import { usePlatform } from '../../../platform/PlatformContext';

/**
 * SPEC §4 'Plan selection on the promo page': save the plan with the discounted price, coupon code
 * and id. Signed in: the checkout-start event, then the platform opens /checkout in a new tab with
 * the 'Abrindo checkout...' overlay and watches the tab. Signed out: back to this promo page after
 * sign-up, and /cadastro.
 */
/** The plan saved with the discounted price, coupon code and id. */
function promoSelectedPlan(plan: PlanCardBase, price: PromoPriceView, promo: PromoConfig): SelectedPlan {
  return {
    name: plan.name,
    price: price.price,
    period: price.period,
    priceRaw: price.priceRaw,
    interval: price.interval,
    couponCode: promo.couponCode,
    couponId: price.checkout.couponId,
  };
}

/**
 * A signed-out choice: the plan saved, this promo page (its query string keeps the same promo: the
 * path alone would show the default one) as the post-sign-up address, /cadastro. The card hands it
 * to the page's capture script too, which performs it at a press before hydration.
 */
export function signedOutPromoChoice(
  plan: PlanCardBase,
  price: PromoPriceView,
  promo: PromoConfig,
): EarlyNavigation {
  return {
    to: '/cadastro',
    store: { selectedPlan: promoSelectedPlan(plan, price, promo) },
    storeHere: 'loginRedirectUrl',
  };
}

export function usePromoSelection(promo: PromoConfig | null) {
  const platform = usePlatform();
  const { auth, storage, tracking, checkout } = platform;
  const { pathname, search } = useLocation();

  return useCallback(
    (plan: PlanCardBase, price: PromoPriceView) => {
      if (promo === null) return;
      if (auth.getState().user === null) {
        applyEarlyNavigation(platform, signedOutPromoChoice(plan, price, promo), `${pathname}${search}`);
        return;
      }
      storage.set('selectedPlan', promoSelectedPlan(plan, price, promo));
      tracking.track('checkout_iniciado', {
        subscription_plan: plan.name,
        interval: price.interval,
        value: price.amounts.total / 100,
        coupon: promo.couponCode,
      });
      checkout.openCheckoutTab();
    },
    [promo, platform, auth, storage, tracking, checkout, pathname, search],
  );
}
