/**
 * The catalog API's answers (backend/src/catalog) as these pages read them: the remote mirrors the
 * JSON on purpose (it must not import backend code) and declares only the fields it uses; the API
 * sends more (centavo amounts, every period, currency). The pages show the display strings as they
 * arrive.
 */

/** The periods the plan pages' toggle offers (SPEC §4). */
export type ToggleInterval = 'month' | 'biannual';

/** One period's price as a plan card shows it. */
export interface PriceView {
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
  prices: Record<ToggleInterval, PriceView>;
}

export interface CatalogPlansResponse {
  defaultInterval: ToggleInterval;
  plans: PlanView[];
}

/** SPEC §3 'Promo configuration'. */
export interface PromoConfig {
  title: string;
  subtitle: string;
  discount: number;
  specialOffer: boolean;
  promoMessage: string;
  couponCode: string;
  showCountdown: boolean;
  subtextNew: string;
}

export interface PromoPriceView extends PriceView {
  interval: ToggleInterval;
  /** Centavos charged for the first period (the checkout_iniciado value). */
  amounts: { total: number };
  /** The promo's discount, e.g. '40% OFF'. */
  badge: string;
  /** The period's own badge for the billing toggle ('33% OFF' on semiannual), or null. */
  periodBadge: string | null;
  /** couponId is scoped to the plan and period. */
  checkout: { couponId: string };
}

export interface PromoPlanView extends PlanCardBase {
  prices: Record<ToggleInterval, PromoPriceView>;
}

export interface PromoResponse {
  promo: PromoConfig;
  plans: PromoPlanView[];
}
