/**
 * The catalog API's answers (backend/src/catalog) as these pages read them: the types generated from
 * the API's OpenAPI document (@busqy/api-types). The pages show the display strings as they arrive.
 */
import type { PriceView as CatalogPriceView, ToggleIntervalId } from '@busqy/api-types';

export type {
  CatalogPlansResponse,
  PlanCardBase,
  PromoConfig,
  PromoPlanView,
  PromoPriceView,
  PromoResponse,
} from '@busqy/api-types';

/** The periods the plan pages' toggle offers (SPEC §4). */
export type ToggleInterval = ToggleIntervalId;

/** One period's price as a plan card shows it: catalog and promo prices both have these fields. */
export type PriceView = Pick<
  CatalogPriceView,
  'originalPrice' | 'price' | 'priceRaw' | 'period' | 'subtext' | 'badge'
>;
