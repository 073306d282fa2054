import type { TrackingEventData, TypedStorage } from '../platform/contract';

/** The tracking custom data of the stored selectedPlan (SPEC §3), or {} without one. */
export function planEventData(storage: TypedStorage): TrackingEventData {
  const plan = storage.get('selectedPlan');
  if (!plan) return {};
  const data: TrackingEventData = { subscription_plan: plan.name, interval: plan.interval };
  const value = Number.parseFloat(plan.priceRaw);
  if (Number.isFinite(value)) data.value = value;
  if (plan.couponCode) data.coupon = plan.couponCode;
  return data;
}
