import type { ApiClient } from '@busqy/platform-contract';

/** GET /api/catalog/upsell-offers: SPEC §3 'Offer card' fields, money as display strings ('R$ 95,92'). */
export interface OfferCard {
  id: string;
  title: string;
  description: string;
  extraAmount: string;
  originalPrice: string;
  price: string;
  discount: string;
  savingsAmount: string;
  features: string[];
  featuresTitle: string;
  planName: string;
  interval: 'month' | 'quarter' | 'biannual' | 'year';
  highlight: boolean;
  badge: string | null;
  /** What price and originalPrice cover: '/mês', 'a cada 3 meses', 'pagamento único'. */
  period: string;
  amounts: { original: number; price: number; savings: number; extra: number };
  /** What checkout charges for the offer: quote(planName, interval, couponId) = amount (centavos). */
  checkout: { planName: string; interval: OfferCard['interval']; couponId: string | null; amount: number };
}

export async function getUpsellOffers(
  api: ApiClient,
  query: { plan: string; interval: string; superUpsell: boolean },
  signal: AbortSignal,
): Promise<OfferCard[]> {
  const params = new URLSearchParams({ plan: query.plan, interval: query.interval });
  if (query.superUpsell) params.set('superUpsell', 'true');
  const answer = await api.get<{ offers?: unknown } | null>(`/api/catalog/upsell-offers?${params}`, {
    signal,
  });
  if (!Array.isArray(answer?.offers)) throw new Error('Upsell offers response has no offers');
  return answer.offers as OfferCard[];
}
