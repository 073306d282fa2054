import type { SelectedPlan } from '@busqy/platform-contract';
import type { PlanCardBase, PriceView, ToggleInterval } from '../../../lib/catalog/types';

/** SPEC §3 'Selected plan' from a plan card at the chosen period (prices exactly as displayed). */
export function toSelectedPlan(plan: PlanCardBase, price: PriceView, interval: ToggleInterval): SelectedPlan {
  return {
    name: plan.name,
    price: price.price,
    period: price.period,
    priceRaw: price.priceRaw,
    interval,
  };
}
