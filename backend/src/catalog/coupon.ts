import type { IntervalId } from './intervals';
import type { Cents } from './money';
import type { PlanId } from './plans';

/** Every catalog discount applies to the first payment only; later renewals are at the catalog price. */
export const COUPON_DURATION = 'once';

/** Something charged once, with the first payment, next to the plan (the training bundle). */
export interface AddOn {
  id: string;
  name: string;
  amount: Cents;
}

/** What a coupon id stands for: checkout never trusts a percentage or an amount from the browser. */
export interface CouponDefinition {
  couponId: string;
  /** Whole percentage off the plan's price for the period; null when the coupon only adds an add-on. */
  percentOff: number | null;
  addOns: AddOn[];
  /** null: any plan. */
  planIds: readonly PlanId[] | null;
  intervals: readonly IntervalId[];
}
