import type { EmulatorContext } from '../context';
import { existing, invalidParam, invalidRequest } from '../errors';
import { randomToken } from '../ids';
import { paginate } from '../lists';
import type { Params } from '../params';
import type { ApiList, Coupon } from '../types';

export function createCoupon(ctx: EmulatorContext, params: Params): Coupon {
  const id = params.string('id') || randomToken(8);
  if (ctx.store.coupons.has(id)) throw invalidRequest('Coupon already exists.', 'resource_already_exists');
  const percentOff = params.number('percent_off');
  const amountOff = params.integer('amount_off');
  if ((percentOff === undefined) === (amountOff === undefined)) {
    throw invalidRequest('You must pass exactly one of amount_off or percent_off.');
  }
  if (percentOff !== undefined && (percentOff <= 0 || percentOff > 100)) {
    throw invalidParam('percent_off', 'percent_off must be greater than 0 and at most 100.');
  }
  const currency = params.string('currency')?.toLowerCase() ?? null;
  if (amountOff !== undefined && !currency)
    throw invalidParam('currency', 'You must pass currency when passing amount_off.');
  const duration = params.oneOf('duration', ['once', 'repeating', 'forever'] as const) ?? 'once';
  const durationInMonths = params.integer('duration_in_months') ?? null;
  if (duration === 'repeating' && durationInMonths === null) {
    throw invalidParam('duration_in_months', 'duration_in_months is required when duration is repeating.');
  }
  const coupon: Coupon = {
    id,
    object: 'coupon',
    amount_off: amountOff ?? null,
    created: ctx.now(),
    currency: amountOff !== undefined ? currency : null,
    duration,
    duration_in_months: duration === 'repeating' ? durationInMonths : null,
    livemode: false,
    max_redemptions: params.integer('max_redemptions') ?? null,
    metadata: params.metadata('metadata') ?? {},
    name: params.string('name') || null,
    percent_off: percentOff ?? null,
    redeem_by: params.integer('redeem_by') ?? null,
    times_redeemed: 0,
    valid: true,
  };
  ctx.store.coupons.set(id, coupon);
  return coupon;
}

export function retrieveCoupon(ctx: EmulatorContext, id: string, param?: string): Coupon {
  return existing(ctx.store.coupons.get(id), 'coupon', id, param);
}

export function listCoupons(ctx: EmulatorContext, params: Params): ApiList<Coupon> {
  return paginate([...ctx.store.coupons.values()], params, '/v1/coupons');
}

/** The discount a coupon gives on `amount` (in cents), never more than the amount itself. */
export function couponDiscount(coupon: Coupon, amount: number): number {
  if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
  return Math.min(amount, coupon.amount_off ?? 0);
}
