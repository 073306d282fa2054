import type { OfferCard, UpsellOffersResponse } from '@busqy/api-types';
import type { ApiClient } from '@busqy/platform-contract';

/** GET /api/catalog/upsell-offers: SPEC §3 'Offer card' fields, money as display strings ('R$ 95,92'). */
export type { OfferCard };

export async function getUpsellOffers(
  api: ApiClient,
  query: { plan: string; interval: string; superUpsell: boolean },
  signal: AbortSignal,
): Promise<OfferCard[]> {
  const params = new URLSearchParams({ plan: query.plan, interval: query.interval });
  if (query.superUpsell) params.set('superUpsell', 'true');
  const answer = await api.get<Partial<UpsellOffersResponse> | null>(`/api/catalog/upsell-offers?${params}`, {
    signal,
  });
  if (!Array.isArray(answer?.offers)) throw new Error('Upsell offers response has no offers');
  return answer.offers;
}
