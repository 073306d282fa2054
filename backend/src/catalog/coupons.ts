import { CatalogError } from './catalog-error';
import { type CouponDefinition } from './coupon';
import { findPromoCoupon } from './promos';
import { findUpsellCoupon } from './upsell';

/** Every coupon id checkout may apply: promo and referral coupons, and those on upsell cards. */
export function getCoupon(couponId: string): CouponDefinition {
  const coupon = findPromoCoupon(couponId) ?? findUpsellCoupon(couponId);
  if (coupon === undefined) throw new CatalogError('unknown_coupon', `Cupom desconhecido: '${couponId}'.`);
  return coupon;
}
