import { useApiResource, type ApiResource } from '@busqy/platform-contract/remote';
import type { SelectedPlan } from '@busqy/platform-contract';
import { usePlatform } from '../../../platform/PlatformContext';
import { getUpsellOffers, type OfferCard } from '../api/get-upsell-offers';

/** The catalog's offers for the stored plan and interval (idle while there is no plan). */
export function useUpsellOffers(plan: SelectedPlan | null, superUpsell: boolean): ApiResource<OfferCard[]> {
  const { api } = usePlatform();
  const name = plan?.name;
  const interval = plan?.interval;
  return useApiResource(
    name && interval ? `${name}|${interval}|${superUpsell}` : null,
    // Runs only with a key, that is with a name and an interval.
    (signal) => getUpsellOffers(api, { plan: name!, interval: interval!, superUpsell }, signal),
    { onError: (error) => console.error('Falha ao carregar as ofertas', error) },
  );
}
