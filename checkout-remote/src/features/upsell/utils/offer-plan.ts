import type { SelectedPlan } from '@busqy/platform-contract';
import type { OfferCard } from '../api/get-upsell-offers';

/** The selectedPlan (SPEC §3) an accepted offer becomes: what checkout will charge, and its coupon. */
export function offerToSelectedPlan(offer: OfferCard): SelectedPlan {
  const plan: SelectedPlan = {
    name: offer.checkout.planName,
    price: offer.price,
    period: offer.period,
    priceRaw: (offer.checkout.amount / 100).toFixed(2),
    interval: offer.checkout.interval,
  };
  if (offer.checkout.couponId) plan.couponId = offer.checkout.couponId;
  return plan;
}
