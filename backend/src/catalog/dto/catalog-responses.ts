import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { INTERVAL_IDS, type IntervalId, TOGGLE_INTERVAL_IDS, type ToggleIntervalId } from '../intervals';
import type { Cents } from '../money';
import { PLAN_IDS, type PlanId } from '../plans';

/*
 * The catalog's JSON answers. These classes are the one declaration of their shapes: the catalog code
 * uses them as types, @nestjs/swagger publishes them in /api/openapi.json, and the front ends' types
 * are generated from that document (backend/api-types).
 */

const INTERVAL = { enum: INTERVAL_IDS, enumName: 'IntervalId' } as const;
const TOGGLE_INTERVAL = { enum: TOGGLE_INTERVAL_IDS, enumName: 'ToggleIntervalId' } as const;
const PLAN_ID = { enum: PLAN_IDS, enumName: 'PlanId' } as const;
const CENTS = { type: 'integer', description: 'Centavos.' } as const;
const NULLABLE_STRING = { type: String, nullable: true } as const;

/** Stripe's recurring price cadence: `interval` × `interval_count`. */
export class StripeRecurring {
  @ApiProperty({ enum: ['day'] })
  interval: 'day';

  @ApiProperty({ type: 'integer' })
  interval_count: number;
}

/** A billing period (SPEC §3/§9); `toggle` marks those the plan pages offer (SPEC §4). */
export class CatalogInterval {
  @ApiProperty(INTERVAL)
  id: IntervalId;

  /** pt-BR name of the period. */
  @ApiProperty()
  label: string;

  @ApiProperty({ type: 'integer' })
  months: number;

  /**
   * SPEC §1 Terms: subscriptions are prepaid for 30, 90, 180 or 365 days, so they renew every that many
   * days (Stripe allows up to 365 days), not on calendar months.
   */
  @ApiProperty({ type: StripeRecurring })
  recurring: StripeRecurring;

  @ApiProperty()
  toggle: boolean;
}

export class PriceAmounts {
  @ApiProperty(CENTS)
  originalPerMonth: Cents;

  @ApiProperty(CENTS)
  perMonth: Cents;

  @ApiProperty(CENTS)
  total: Cents;
}

/** What every price on a plan card shows, as display strings. */
export class PriceDisplay {
  @ApiProperty({ type: 'integer' })
  months: number;

  /** Struck-through price per month, e.g. 'R$ 69,90'. */
  @ApiProperty()
  originalPrice: string;

  /** Price per month, e.g. 'R$ 49,90'. */
  @ApiProperty()
  price: string;

  /** Dot-decimal price per month, the selected plan's priceRaw (SPEC §3). */
  @ApiProperty()
  priceRaw: string;

  /** '/mês'. */
  @ApiProperty()
  period: string;

  /** The total per period, e.g. 'R$ 199,60 a cada 6 meses'. */
  @ApiProperty()
  subtext: string;

  @ApiProperty()
  total: string;
}

/** A price as the plan cards show it: centavos for arithmetic, display strings for the page. */
export class PriceView extends PriceDisplay {
  @ApiProperty(INTERVAL)
  interval: IntervalId;

  @ApiProperty({ type: PriceAmounts })
  amounts: PriceAmounts;

  @ApiProperty(NULLABLE_STRING)
  badge: string | null;

  @ApiProperty({ type: StripeRecurring })
  recurring: StripeRecurring;
}

/** A plan's price for every billing period. */
export class PlanPrices {
  @ApiProperty({ type: PriceView })
  month: PriceView;

  @ApiProperty({ type: PriceView })
  quarter: PriceView;

  @ApiProperty({ type: PriceView })
  biannual: PriceView;

  @ApiProperty({ type: PriceView })
  year: PriceView;
}

/** What every plan card shows, whatever its prices. */
export class PlanCardBase {
  @ApiProperty(PLAN_ID)
  id: PlanId;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  highlight: boolean;

  @ApiProperty(NULLABLE_STRING)
  badge: string | null;

  @ApiProperty()
  buttonText: string;

  @ApiProperty({ type: [String] })
  features: string[];
}

export class PlanView extends PlanCardBase {
  @ApiProperty({ type: PlanPrices })
  prices: PlanPrices;
}

/** GET /api/catalog/plans. */
export class CatalogPlansResponse {
  @ApiProperty({ enum: ['BRL'] })
  currency: 'BRL';

  /** Every billing period, in order; `toggle` marks those the plan pages offer (SPEC §4). */
  @ApiProperty({ type: [CatalogInterval] })
  intervals: CatalogInterval[];

  @ApiProperty(TOGGLE_INTERVAL)
  defaultInterval: ToggleIntervalId;

  @ApiProperty({ type: [PlanView] })
  plans: PlanView[];
}

/** SPEC §3 'Promo configuration'. */
export class PromoConfig {
  /** The promo it resolved to: 'novo', 'blackfriday', 'comeback', or the referral code lowercased. */
  @ApiProperty()
  code: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  subtitle: string;

  /** Whole percentage. */
  @ApiProperty({ type: 'integer' })
  discount: number;

  @ApiProperty()
  specialOffer: boolean;

  @ApiProperty()
  promoMessage: string;

  /** The code the visitor sees and copies. */
  @ApiProperty()
  couponCode: string;

  /** The Stripe coupon id checkout applies; deterministic, see promoCouponId(). */
  @ApiProperty()
  couponId: string;

  @ApiProperty()
  showCountdown: boolean;

  /** Line shown under the discounted prices. */
  @ApiProperty()
  subtextNew: string;

  /**
   * A referral code (anyone's, not a campaign of ours): its page is not indexed on its own (the shell
   * points its canonical at /planos-promo). Always sent; optional for older readers.
   */
  @ApiPropertyOptional()
  referral?: boolean;
}

export class PromoPriceAmounts extends PriceAmounts {
  /** The catalog total without the promo. */
  @ApiProperty(CENTS)
  regularTotal: Cents;
}

/** What checkout charges for a promo price: quote(planName, interval, couponId) returns `amount`. */
export class PromoCheckout {
  @ApiProperty(PLAN_ID)
  planId: PlanId;

  @ApiProperty()
  planName: string;

  @ApiProperty(TOGGLE_INTERVAL)
  interval: ToggleIntervalId;

  /** Scoped to the plan and period. */
  @ApiProperty()
  couponId: string;

  @ApiProperty(CENTS)
  amount: Cents;
}

/** A discounted price on the promo page, with what checkout will charge for it. */
export class PromoPriceView extends PriceDisplay {
  @ApiProperty(TOGGLE_INTERVAL)
  interval: ToggleIntervalId;

  /** `total` is the first payment, exactly what checkout charges (the checkout_iniciado value). */
  @ApiProperty({ type: PromoPriceAmounts })
  amounts: PromoPriceAmounts;

  /** The promo's discount ('40% OFF'), next to the struck-through price. */
  @ApiProperty()
  badge: string;

  /** The period's own badge on the billing toggle (SPEC §9 'Semiannual badge 33% OFF'), or null. */
  @ApiProperty(NULLABLE_STRING)
  periodBadge: string | null;

  @ApiProperty({ type: PromoCheckout })
  checkout: PromoCheckout;
}

/** A promo plan's price for each period of the toggle. */
export class PromoPlanPrices {
  @ApiProperty({ type: PromoPriceView })
  month: PromoPriceView;

  @ApiProperty({ type: PromoPriceView })
  biannual: PromoPriceView;
}

export class PromoPlanView extends PlanCardBase {
  @ApiProperty({ type: PromoPlanPrices })
  prices: PromoPlanPrices;
}

/** GET /api/catalog/promos/{code}. */
export class PromoResponse {
  @ApiProperty({ enum: ['BRL'] })
  currency: 'BRL';

  @ApiProperty({ type: PromoConfig })
  promo: PromoConfig;

  @ApiProperty({ type: [PromoPlanView] })
  plans: PromoPlanView[];
}

export class OfferAmounts {
  @ApiProperty(CENTS)
  original: Cents;

  @ApiProperty(CENTS)
  price: Cents;

  @ApiProperty(CENTS)
  savings: Cents;

  @ApiProperty(CENTS)
  extra: Cents;
}

/** What checkout charges for an offer: quote(planName, interval, couponId) returns exactly `amount`. */
export class OfferCheckout {
  @ApiProperty(PLAN_ID)
  planId: PlanId;

  @ApiProperty()
  planName: string;

  @ApiProperty(INTERVAL)
  interval: IntervalId;

  @ApiProperty(NULLABLE_STRING)
  couponId: string | null;

  /** Centavos of the first payment (plan after discount, plus any add-on). */
  @ApiProperty(CENTS)
  amount: Cents;
}

/** SPEC §3 'Offer card' fields (money as display strings), plus centavos and the checkout identity. */
export class OfferCard {
  @ApiProperty()
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  extraAmount: string;

  @ApiProperty()
  originalPrice: string;

  @ApiProperty()
  price: string;

  @ApiProperty()
  discount: string;

  @ApiProperty()
  savingsAmount: string;

  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty()
  featuresTitle: string;

  @ApiProperty()
  planName: string;

  @ApiProperty(INTERVAL)
  interval: IntervalId;

  @ApiProperty()
  highlight: boolean;

  @ApiProperty(NULLABLE_STRING)
  badge: string | null;

  @ApiProperty(PLAN_ID)
  planId: PlanId;

  /** '/mês', 'a cada N meses' or 'pagamento único': what price and originalPrice cover. */
  @ApiProperty()
  period: string;

  @ApiProperty({ type: OfferAmounts })
  amounts: OfferAmounts;

  @ApiProperty({ type: OfferCheckout })
  checkout: OfferCheckout;
}

/** GET /api/catalog/upsell-offers. */
export class UpsellOffersResponse {
  @ApiProperty({ enum: ['BRL'] })
  currency: 'BRL';

  @ApiProperty({ type: [OfferCard] })
  offers: OfferCard[];
}
