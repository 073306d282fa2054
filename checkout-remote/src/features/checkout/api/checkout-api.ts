import type {
  CheckoutBrowserConfig,
  CreateEmbeddedCheckoutSessionRequest,
  EmbeddedCheckoutResponse,
  SessionStatus,
} from '@busqy/api-types';
import type { ApiClient, SelectedPlan } from '@busqy/platform-contract';

/** GET /api/checkout/config: Stripe's publishable key, or (locally) where the Stripe emulator is. */
export type CheckoutConfig = { publishableKey: string } | { emulatorUrl: string };

export async function getCheckoutConfig(api: ApiClient, signal: AbortSignal): Promise<CheckoutConfig> {
  const answer = await api.get<CheckoutBrowserConfig | null>('/api/checkout/config', { signal });
  if (typeof answer?.publishableKey === 'string') return { publishableKey: answer.publishableKey };
  if (typeof answer?.emulatorUrl === 'string') return { emulatorUrl: answer.emulatorUrl };
  throw new Error('Checkout config has neither a publishable key nor an emulator url');
}

/**
 * SPEC §7 POST /create-embedded-checkout-session: email, planName, interval, couponId (only if present).
 * The server prices it from the catalog and knows the buyer from the session.
 */
export async function createEmbeddedCheckoutSession(
  api: ApiClient,
  email: string | null,
  plan: SelectedPlan,
  signal: AbortSignal,
): Promise<string> {
  const body: CreateEmbeddedCheckoutSessionRequest = { planName: plan.name, interval: plan.interval };
  if (email) body.email = email;
  if (plan.couponId) body.couponId = plan.couponId;
  const answer = await api.post<Partial<EmbeddedCheckoutResponse> | null>(
    '/create-embedded-checkout-session',
    body,
    {
      signal,
    },
  );
  if (typeof answer?.clientSecret !== 'string' || answer.clientSecret === '') {
    throw new Error('Falha ao criar sessão de checkout');
  }
  return answer.clientSecret;
}

/** The session id inside an embedded checkout's client secret ('cs_…_secret_…'). */
export function sessionIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/**
 * Whether a completed checkout still waits for its money: a boleto completes the session with
 * payment_status 'unpaid' (GET /session-status). Unknown answers count as paid: Stripe said complete.
 */
export async function isAwaitingPayment(api: ApiClient, clientSecret: string): Promise<boolean> {
  try {
    const answer = await api.get<Partial<SessionStatus> | null>(
      `/session-status?session_id=${encodeURIComponent(sessionIdOf(clientSecret))}`,
    );
    return answer?.payment_status === 'unpaid';
  } catch (error) {
    console.error('Não foi possível ler o estado do pagamento', error);
    return false;
  }
}
