import { CatalogError } from './catalog-error';
import { type AddOn, COUPON_DURATION, type CouponDefinition, type Discount } from './coupon';
import { getCoupon } from './coupons';
import { getInterval, type IntervalDefinition, type IntervalId, type StripeRecurring } from './intervals';
import { type Cents } from './money';
import { getPlan, type PlanDefinition, type PlanId } from './plans';

/** What a checkout session must charge. Built only from catalog data, never from a browser's price. */
export interface Quote {
  planId: PlanId;
  planName: string;
  interval: IntervalId;
  currency: 'brl';
  /** Centavos per billing period, the recurring price. */
  unitAmount: Cents;
  recurring: StripeRecurring;
  /**
   * The Stripe coupon for the first payment (amount_off in centavos, currency brl, duration once), or
   * null when nothing is taken off. unitAmount − amountOff is exactly the price the page displayed.
   */
  discount: Discount | null;
  /** The percentage the page advertised, for display and records only; the charge uses `discount`. */
  percentOff: number | null;
  /** First period's plan charge after the discount. */
  amountAfterDiscount: Cents;
  /** One-time items charged with the first payment (the training bundle). */
  addOns: AddOn[];
  /** amountAfterDiscount plus add-ons: the first payment. */
  amountDueToday: Cents;
}

/**
 * The Stripe coupon id: the catalog coupon scoped to this plan and period, plus the amount, so one id
 * always means one amount (a price change makes a new coupon instead of reusing a stale one).
 */
function stripeCouponId(
  coupon: CouponDefinition,
  plan: PlanDefinition,
  interval: IntervalDefinition,
  amountOff: Cents,
): string {
  const scoped = coupon.planIds?.length === 1 && coupon.intervals.length === 1;
  const base = scoped ? coupon.couponId : `${coupon.couponId}_${plan.id}_${interval.id}`;
  return `${base}_${amountOff}`;
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
      discount: null,
      percentOff: null,
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
      `O cupom '${couponId}' não vale para o plano ${plan.name} (${interval.id}).`,
    );
  }
  const amountAfterDiscount = coupon.discountedTotal(plan, interval.id);
  if (
    !Number.isSafeInteger(amountAfterDiscount) ||
    amountAfterDiscount < 0 ||
    amountAfterDiscount > unitAmount
  ) {
    // A catalog bug, not the caller's: never charge more than the catalog price or a negative amount.
    throw new Error(`Coupon '${couponId}' prices ${plan.id}/${interval.id} at ${amountAfterDiscount}`);
  }
  const amountOff = unitAmount - amountAfterDiscount;
  const addOnTotal = coupon.addOns.reduce((sum, addOn) => sum + addOn.amount, 0);
  return {
    ...base,
    discount:
      amountOff === 0
        ? null
        : {
            couponId: stripeCouponId(coupon, plan, interval, amountOff),
            name: coupon.name,
            amountOff,
            duration: COUPON_DURATION,
          },
    percentOff: amountOff === 0 ? null : coupon.percentOff,
    amountAfterDiscount,
    addOns: coupon.addOns.map((addOn) => ({ ...addOn })),
    amountDueToday: amountAfterDiscount + addOnTotal,
  };
}
