/**
 * The catalog API's answers (backend/src/catalog), as far as these pages read them. Money arrives as
 * integer centavos plus display strings the catalog formats; the pages show the strings as they are.
 */
export type IntervalId = 'month' | 'quarter' | 'biannual' | 'year';
/** The periods the plan pages' toggle offers (SPEC §4). */
export type ToggleInterval = 'month' | 'biannual';

export interface PriceView {
  interval: IntervalId;
  months: number;
  amounts: { originalPerMonth: number; perMonth: number; total: number };
  /** Struck-through price per month, e.g. 'R$ 69,90'. */
  originalPrice: string;
  /** Price per month, e.g. 'R$ 49,90'. */
  price: string;
  /** Dot-decimal price per month, stored as the selected plan's priceRaw. */
  priceRaw: string;
  /** '/mês'. */
  period: string;
  /** The total per period, e.g. 'R$ 199,60 a cada 6 meses'. */
  subtext: string;
  total: string;
  badge: string | null;
}

export interface PlanCardBase {
  id: string;
  name: string;
  description: string;
  highlight: boolean;
  badge: string | null;
  buttonText: string;
  features: string[];
}

export interface PlanView extends PlanCardBase {
  prices: Record<IntervalId, PriceView>;
}

export interface CatalogPlansResponse {
  currency: 'BRL';
  intervals: Array<{ id: IntervalId; label: string; months: number; toggle: boolean }>;
  defaultInterval: ToggleInterval;
  plans: PlanView[];
}

/** SPEC §3 'Promo configuration'. */
export interface PromoConfig {
  code: string;
  title: string;
  subtitle: string;
  discount: number;
  specialOffer: boolean;
  promoMessage: string;
  couponCode: string;
  couponId: string;
  showCountdown: boolean;
  subtextNew: string;
}

export interface PromoPriceView extends Omit<PriceView, 'interval' | 'amounts' | 'badge'> {
  interval: ToggleInterval;
  amounts: { originalPerMonth: number; perMonth: number; total: number; regularTotal: number };
  badge: string;
  /** What checkout charges for this price: couponId is scoped to the plan and period. */
  checkout: { planId: string; planName: string; interval: ToggleInterval; couponId: string; amount: number };
}

export interface PromoPlanView extends PlanCardBase {
  prices: Record<ToggleInterval, PromoPriceView>;
}

export interface PromoResponse {
  currency: 'BRL';
  promo: PromoConfig;
  plans: PromoPlanView[];
}

/** What a plan card shows for the chosen period (regular or promo price). */
export interface CardPrice {
  interval: ToggleInterval;
  originalPrice: string;
  price: string;
  period: string;
  subtext: string;
  badge: string | null;
}
