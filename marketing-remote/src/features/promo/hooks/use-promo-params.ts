import { useEffect } from 'react';
import { useSearchParams } from '@busqy/platform-contract/remote';
import { usePlatform } from '../../../platform/PlatformContext';

/** A promo page without a code shows the first-subscription coupon (the one /bio links to). */
export const DEFAULT_PROMO_CODE = 'novo';

/**
 * SPEC §2/§4 promo query: `promo` (aliases `parceiro`, `afiliado`), `campaign` and `ref`. Campaign and
 * ref are saved to storage (campaign_id, referral) as soon as the page opens.
 */
/** The promo code of a query string (also used by the pre-renderer to fetch the right offer). */
export function promoCodeOf(params: URLSearchParams): string {
  return (
    [params.get('promo'), params.get('parceiro'), params.get('afiliado')]
      .map((value) => value?.trim() ?? '')
      .find((value) => value !== '') ?? DEFAULT_PROMO_CODE
  );
}

export function usePromoParams(): { code: string } {
  const { storage } = usePlatform();
  const params = useSearchParams();
  const code = promoCodeOf(params);
  const campaign = params.get('campaign')?.trim() ?? '';
  const ref = params.get('ref')?.trim() ?? '';

  useEffect(() => {
    if (campaign) storage.set('campaign_id', campaign);
    if (ref) storage.set('referral', ref);
  }, [storage, campaign, ref]);

  return { code };
}
