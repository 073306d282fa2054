import { CatalogError } from './catalog-error';
import { type AddOn, COUPON_DURATION } from './coupon';
import { getCoupon } from './coupons';
import { getInterval, type IntervalId, type StripeRecurring } from './intervals';
import { applyPercentOff, type Cents } from './money';
import { getPlan, type PlanId } from './plans';

/** What a checkout session must charge. Built only from catalog data, never from a browser's price. */
export interface Quote {
  planId: PlanId;
  planName: string;
  interval: IntervalId;
  currency: 'brl';
  /** Centavos per billing period, the recurring price. */
  unitAmount: Cents;
  recurring: StripeRecurring;
  /** The Stripe coupon to apply (id, whole percent, first payment only), or nulls when none. */
  couponId: string | null;
  percentOff: number | null;
  duration: typeof COUPON_DURATION | null;
  /** First period's plan charge after the coupon. */
  amountAfterDiscount: Cents;
  /** One-time items charged with the first payment (the training bundle). */
  addOns: AddOn[];
  /** amountAfterDiscount plus add-ons: the first payment. */
  amountDueToday: Cents;
}

export function quote(planIdOrName: string, intervalId: string, couponId?: string | null): Quote {
  const plan = getPlan(planIdOrName);
  const interval = getInterval(intervalId);
  const unitAmount = plan.prices[interval.id].total;
  const base = {
    planId: plan.id,
    planName: plan.name,
    interval: interval.id,
    currency: 'brl' as const,
    unitAmount,
    recurring: { ...interval.recurring },
  };
  if (couponId === undefined || couponId === null || couponId === '') {
    return {
      ...base,
      couponId: null,
      percentOff: null,
      duration: null,
      amountAfterDiscount: unitAmount,
      addOns: [],
      amountDueToday: unitAmount,
    };
  }
  const coupon = getCoupon(couponId);
  const planAllowed = coupon.planIds === null || coupon.planIds.includes(plan.id);
  if (!planAllowed || !coupon.intervals.includes(interval.id)) {
    throw new CatalogError(
      'coupon_not_applicable',
      `Coupon '${couponId}' does not apply to ${plan.name} (${interval.id})`,
    );
  }
  const amountAfterDiscount =
    coupon.percentOff === null ? unitAmount : applyPercentOff(unitAmount, coupon.percentOff);
  const addOnTotal = coupon.addOns.reduce((sum, addOn) => sum + addOn.amount, 0);
  return {
    ...base,
    couponId: coupon.percentOff === null ? null : coupon.couponId,
    percentOff: coupon.percentOff,
    duration: coupon.percentOff === null ? null : COUPON_DURATION,
    amountAfterDiscount,
    addOns: coupon.addOns.map((addOn) => ({ ...addOn })),
    amountDueToday: amountAfterDiscount + addOnTotal,
  };
}
