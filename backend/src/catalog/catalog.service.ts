import { Inject, Injectable, Optional } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CatalogError } from './catalog-error';

import {
  DEFAULT_INTERVAL,
  INTERVAL_IDS,
  INTERVALS,
  type IntervalDefinition,
  type IntervalId,
  TOGGLE_INTERVAL_IDS,
  type ToggleIntervalId,
} from './intervals';
import { getPlan, type PlanView, PLANS, toPlanView } from './plans';
import { campaignOfCoupon, type PromoConfig, type PromoPlanView, promoPlans, resolvePromo } from './promos';
import { quote, type Quote } from './quote';
import { type OfferCard, upsellOffers } from './upsell';

export interface CatalogPlansResponse {
  currency: 'BRL';
  /** Every billing period, in order; `toggle` marks those the plan pages offer (SPEC §4). */
  intervals: Array<IntervalDefinition & { toggle: boolean }>;
  defaultInterval: ToggleIntervalId;
  plans: PlanView[];
}

export interface PromoResponse {
  currency: 'BRL';
  promo: PromoConfig;
  plans: PromoPlanView[];
}

export interface UpsellOffersResponse {
  currency: 'BRL';
  offers: OfferCard[];
}

/** Thin Nest face of the framework-free catalog; every method throws CatalogError on bad input. */
@Injectable()
export class CatalogService {
  private readonly plansResponse: CatalogPlansResponse = {
    currency: 'BRL',
    intervals: INTERVAL_IDS.map((id) => ({
      ...INTERVALS[id],
      toggle: (TOGGLE_INTERVAL_IDS as readonly IntervalId[]).includes(id),
    })),
    defaultInterval: DEFAULT_INTERVAL,
    plans: PLANS.map(toPlanView),
  };

  /** Campaigns switched off by configuration (PROMO_BLACKFRIDAY, PROMO_COMEBACK). */
  private readonly disabledCampaigns: ReadonlySet<string>;

  constructor(@Optional() @Inject(APP_CONFIG) config?: AppConfig) {
    this.disabledCampaigns = new Set(config?.campaigns.disabled ?? []);
  }

  plans(): CatalogPlansResponse {
    return this.plansResponse;
  }

  /**
   * Case-insensitive; malformed → CatalogError('invalid_promo_code'); unknown → 10% referral; a campaign
   * switched off → CatalogError('promo_unavailable').
   */
  promo(code: string): PromoResponse {
    const promo = resolvePromo(code);
    this.assertCampaignOn(promo.code);
    return { currency: 'BRL', promo, plans: promoPlans(promo) };
  }

  upsellOffers(planIdOrName: string, interval: ToggleIntervalId, superUpsell = false): UpsellOffersResponse {
    return { currency: 'BRL', offers: upsellOffers({ plan: getPlan(planIdOrName), interval, superUpsell }) };
  }

  /** What checkout must charge for a plan, period and optional coupon id. */
  quote(planIdOrName: string, interval: string, couponId?: string | null): Quote {
    const campaign = couponId ? campaignOfCoupon(couponId) : null;
    if (campaign !== null) this.assertCampaignOn(campaign);
    return quote(planIdOrName, interval, couponId);
  }

  private assertCampaignOn(campaign: string): void {
    if (this.disabledCampaigns.has(campaign)) {
      throw new CatalogError('promo_unavailable', 'Esta promoção não está disponível no momento');
    }
  }
}
