import type { RedirectUrlResponse } from '@busqy/api-types';
import { knownUser } from '../../../lib/known-user';
import type {
  ApiClient,
  Billing,
  Navigation,
  PlatformAuth,
  Toaster,
  TypedStorage,
} from '../../../platform/contract';

export const PORTAL_SESSION_PATH = '/api/create-customer-portal-session';

interface BillingDeps {
  api: Pick<ApiClient, 'post'>;
  auth: Pick<PlatformAuth, 'getState'>;
  storage: TypedStorage;
  toast: Toaster;
  navigation: Pick<Navigation, 'assign'>;
}

/** Only web addresses: a url from the API must never become a `javascript:` navigation. */
function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    const { protocol } = new URL(value, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** platform.billing: the Stripe billing portal (SPEC §4 'Plan selection', §5, §8 'Portal'). */
export function createBilling({ api, auth, storage, toast, navigation }: BillingDeps): Billing {
  let inFlight: Promise<void> | null = null;

  async function open(): Promise<void> {
    const { email } = knownUser(auth.getState(), storage);
    if (!email) {
      toast.show({ title: 'Erro', description: 'Email não encontrado', variant: 'destructive' });
      return;
    }
    try {
      // The API answers for the verified session identity; the body is what SPEC §7 sends.
      const answer = await api.post<Partial<RedirectUrlResponse> | undefined>(PORTAL_SESSION_PATH, { email });
      const url = answer?.url;
      if (isWebUrl(url)) {
        navigation.assign(url);
        return;
      }
      console.error('[billing] portal session answer has no url', answer);
    } catch (error) {
      console.error('[billing] could not create a portal session', error);
    }
    toast.show({
      title: 'Erro',
      description: 'Não foi possível acessar o portal de gerenciamento de assinatura',
      variant: 'destructive',
    });
  }

  return {
    // A double click opens one portal session, not two.
    openPortal() {
      inFlight ??= open().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
