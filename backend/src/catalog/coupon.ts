import type { IntervalId } from './intervals';
import type { Cents } from './money';
import type { PlanDefinition, PlanId } from './plans';

/** Every catalog discount applies to the first payment only; later renewals are at the catalog price. */
export const COUPON_DURATION = 'once';

/** Something charged once, with the first payment, next to the plan (the training bundle). */
export interface AddOn {
  id: string;
  name: string;
  amount: Cents;
}

/**
 * The Stripe coupon checkout creates (amount_off in centavos, currency brl, duration once) so that the
 * first payment is exactly the figure the page displayed. An amount, not a percentage: SPEC §9's
 * displayed figures (e.g. the semiannual promo total 'price times 6') are not whole-percent
 * discounts of the catalog total.
 */
export interface Discount {
  /** Unique per (promo or offer, plan, interval, amount): an id never changes meaning. */
  couponId: string;
  /** Shown on Stripe's invoice and receipt. */
  name: string;
  amountOff: Cents;
  duration: typeof COUPON_DURATION;
}

/** What a coupon id stands for: checkout never trusts a percentage or an amount from the browser. */
export interface CouponDefinition {
  couponId: string;
  /** The percentage the page advertises; display only (the charge is `discountedTotal`). */
  percentOff: number | null;
  /** Name of the Stripe coupon, e.g. 'BF40 (40% OFF)'. */
  name: string;
  addOns: AddOn[];
  /** null: any plan. */
  planIds: readonly PlanId[] | null;
  intervals: readonly IntervalId[];
  /** The first period's plan charge after the discount: exactly the figure the page displays. */
  discountedTotal(plan: PlanDefinition, interval: IntervalId): Cents;
}
