import Stripe from 'stripe';

import type { Discount } from '../catalog/coupon';
import type { PlanId } from '../catalog/plans';

/** Product metadata that names the catalog plan: webhooks read the plan back from the subscribed price. */
export const PLAN_METADATA = { id: 'busqy_plan_id', name: 'busqy_plan_name' } as const;

export function productIdFor(planId: PlanId): string {
  return `busqy_plan_${planId}`;
}

function isStripeCode(error: unknown, code: string): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === code;
}

/**
 * Retrieve-or-create by a fixed id. Two requests racing to create it both end well: the loser gets
 * resource_already_exists and reads the winner's object.
 */
async function ensure<T>(retrieve: () => Promise<T>, create: () => Promise<T>): Promise<T> {
  try {
    return await retrieve();
  } catch (error) {
    if (!isStripeCode(error, 'resource_missing')) throw error;
  }
  try {
    return await create();
  } catch (error) {
    if (isStripeCode(error, 'resource_already_exists')) return retrieve();
    throw error;
  }
}

/** The Stripe product of a catalog plan (one per plan, fixed id, the plan's name in metadata). */
export function ensurePlanProduct(
  stripe: Stripe,
  plan: { planId: PlanId; planName: string },
): Promise<Stripe.Product> {
  const id = productIdFor(plan.planId);
  return ensure(
    () => stripe.products.retrieve(id),
    () =>
      stripe.products.create({
        id,
        name: plan.planName,
        metadata: { [PLAN_METADATA.id]: plan.planId, [PLAN_METADATA.name]: plan.planName },
      }),
  );
}

/** The Stripe coupon of a catalog discount: amount_off in centavos, BRL, first payment only. */
export function ensureCoupon(stripe: Stripe, discount: Discount): Promise<Stripe.Coupon> {
  return ensure(
    () => stripe.coupons.retrieve(discount.couponId),
    () =>
      stripe.coupons.create({
        id: discount.couponId,
        name: discount.name.slice(0, 40), // Stripe's limit for a coupon name
        amount_off: discount.amountOff,
        currency: 'brl',
        duration: discount.duration,
      }),
  );
}
