import type { ApiClient, SelectedPlan } from '@busqy/platform-contract';

export interface CheckoutSessionRequest {
  userEmail: string;
  planName: string;
  interval: SelectedPlan['interval'];
}

/** SPEC §7 POST /create-checkout-session: resolves with the payment page url; a missing url is a failure. */
export async function createCheckoutSession(
  api: ApiClient,
  request: CheckoutSessionRequest,
): Promise<string> {
  const { url } = await api.post<{ url?: unknown }>('/create-checkout-session', request);
  if (typeof url !== 'string' || url === '') throw new Error('Checkout session response has no url');
  return url;
}
