import type { SelectedPlan, TrackingEventData } from './index';

/**
 * SPEC §3 tracking custom_data of a selected plan (value in reais), or {} without one. Shared code, not
 * a platform member: the shell and the remotes that send plan events each bundle it.
 */
export function planEventData(plan: SelectedPlan | null): TrackingEventData {
  if (!plan) return {};
  const data: TrackingEventData = { subscription_plan: plan.name, interval: plan.interval };
  const value = Number.parseFloat(plan.priceRaw);
  if (Number.isFinite(value)) data.value = value;
  if (plan.couponCode) data.coupon = plan.couponCode;
  return data;
}
