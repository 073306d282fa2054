import { createAuthService } from '../../features/auth/stores/auth-service';
import { createUseTrialCountdown } from '../../features/trial/hooks/use-trial-countdown';
import { createTrialCountdown } from '../../features/trial/components/TrialCountdown';
import { createToastService, TOASTER_LOOK } from '../../features/toast/stores/toast-store';
import { useDocumentMeta } from '../../features/page/hooks/use-document-meta';
import { createApiClient } from '../../lib/api-client';
import { createNavigation } from '../../lib/navigation';
import { createTypedStorage } from '../../lib/storage';
import type { Platform, RuntimeConfig } from '../../platform/contract';
import { createPlatform } from '../../platform/create-platform';

/** An empty Web Storage: on the server nothing is stored, as for a first-time visitor. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const notOnTheServer = () => Promise.reject(new Error('not available while pre-rendering'));

/**
 * The platform a page is pre-rendered with: the state every browser starts in before hydration
 * (signed out and not loading, empty storage), and services that do nothing. Pages only call
 * services from effects and event handlers, which never run on the server.
 */
export function createServerPlatform(config: RuntimeConfig): {
  platform: Platform;
  toaster: ReturnType<typeof createToastService>;
} {
  const storage = createTypedStorage(emptyStorage);
  const api = createApiClient(() => notOnTheServer());
  const auth = createAuthService({ settings: config.firebase, loadBackend: notOnTheServer, api, storage });
  const toaster = createToastService();
  const useTrialCountdown = createUseTrialCountdown({ useAuth: auth.useAuth, storage });
  const platform = createPlatform({
    auth,
    api,
    storage,
    toast: toaster,
    navigation: createNavigation(() => null),
    links: config.links,
    tracking: { track: () => undefined },
    checkout: { openCheckoutTab: () => undefined, notifyCheckoutSucceeded: () => undefined },
    billing: { openPortal: notOnTheServer },
    trial: { useTrialCountdown },
    page: { useDocumentMeta },
    TrialCountdown: createTrialCountdown(useTrialCountdown),
    earlyToast: TOASTER_LOOK,
  });
  return { platform, toaster };
}
