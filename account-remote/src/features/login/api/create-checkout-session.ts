import type { CreateCheckoutSessionRequest, RedirectUrlResponse } from '@busqy/api-types';
import type { ApiClient } from '@busqy/platform-contract';

export type CheckoutSessionRequest = CreateCheckoutSessionRequest;

/** SPEC §7 POST /create-checkout-session: resolves with the payment page url; a missing url is a failure. */
export async function createCheckoutSession(
  api: ApiClient,
  request: CheckoutSessionRequest,
): Promise<string> {
  const { url } = await api.post<Partial<RedirectUrlResponse>>('/create-checkout-session', request);
  if (typeof url !== 'string' || url === '') throw new Error('Checkout session response has no url');
  return url;
}
