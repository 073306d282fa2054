import { useEffect, useState } from 'react';
import type { SelectedPlan } from '@busqy/platform-contract';
import { usePlatform } from '../../../platform/PlatformContext';
import { getUpsellOffers, type OfferCard } from '../api/get-upsell-offers';

export type OffersState =
  { status: 'loading' } | { status: 'loaded'; offers: OfferCard[] } | { status: 'failed' };

/** The catalog's offers for the stored plan and interval (none while there is no plan). */
export function useUpsellOffers(plan: SelectedPlan | null, superUpsell: boolean): OffersState {
  const { api } = usePlatform();
  const name = plan?.name;
  const interval = plan?.interval;
  const key = `${name}|${interval}|${superUpsell}`;
  // The answer remembers which query it is for: a new query reads as loading until its answer comes.
  const [answer, setAnswer] = useState<{ key: string; state: OffersState } | null>(null);

  useEffect(() => {
    if (!name || !interval) return;
    const controller = new AbortController();
    getUpsellOffers(api, { plan: name, interval, superUpsell }, controller.signal).then(
      (offers) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'loaded', offers } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Falha ao carregar as ofertas', error);
        setAnswer({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [api, key, name, interval, superUpsell]);

  return answer?.key === key ? answer.state : { status: 'loading' };
}
