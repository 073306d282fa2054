import { Inject, Injectable, Optional } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CatalogError } from './catalog-error';

import type { CatalogPlansResponse, PromoResponse, UpsellOffersResponse } from './dto/catalog-responses';
import {
  DEFAULT_INTERVAL,
  INTERVAL_IDS,
  INTERVALS,
  type IntervalId,
  TOGGLE_INTERVAL_IDS,
  type ToggleIntervalId,
} from './intervals';
import { getPlan, PLANS, toPlanView } from './plans';
import { campaignOfCoupon, promoPlans, resolvePromo } from './promos';
import { quote, type Quote } from './quote';
import { upsellOffers } from './upsell';

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
