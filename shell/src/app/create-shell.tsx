import type { RouteObject } from 'react-router-dom';
import { loadFirebaseBackend } from '../features/auth/api/load-firebase-backend';
import { createAuthService, type AuthService } from '../features/auth/stores/auth-service';
import type { LoadAuthBackend } from '../features/auth/types';
import { createRemoteRegistry, type RemoteRegistry } from '../features/remotes/api/remote-registry';
import { createToastService, TOASTER_LOOK, type ToastService } from '../features/toast/stores/toast-store';
import { createBilling } from '../features/billing/api/open-portal';
import { createCheckoutTab } from '../features/checkout-tab/api/checkout-tab';
import { CheckoutOverlay } from '../features/checkout-tab/components/CheckoutOverlay';
import { createCheckoutOverlayStore } from '../features/checkout-tab/stores/overlay-store';
import { useDocumentMeta } from '../features/page/hooks/use-document-meta';
import { createBrowserTags, type ShellBrowserTags } from '../features/tracking/api/browser-tags';
import { createTracking } from '../features/tracking/api/create-tracking';
import { ConsentBanner, ConsentPreferencesButton } from '../features/tracking/components/ConsentBanner';
import { TrackingRouteListener } from '../features/tracking/components/TrackingRouteListener';
import { createConsentStore } from '../features/tracking/stores/consent-store';
import { captureUtm } from '../features/tracking/utils/attribution';
import { createTrialCountdown } from '../features/trial/components/TrialCountdown';
import { createUseTrialCountdown } from '../features/trial/hooks/use-trial-countdown';
import { createUserRecordCreatedAt } from '../features/trial/stores/user-record-created-at';
import { createApiClient } from '../lib/api-client';
import { createNavigation, type NavigateFn } from '../lib/navigation';
import { createTypedStorage, migrateStoredValues } from '../lib/storage';
import type { Platform, RuntimeConfig } from '../platform/contract';
import { AfterHydration } from '../components/AfterHydration';
import { createShellRoutes } from './shell-routes';
import { createPlatform } from '../platform/create-platform';
import { platformForVersion, providedContractVersion } from '../platform/provided-contract';

export interface ShellDeps {
  config: RuntimeConfig;
  fetchImpl?: typeof fetch;
  loadBackend?: LoadAuthBackend;
  registry?: RemoteRegistry;
  /** The footer's year while a pre-rendered page hydrates (the server's, from the page data). */
  copyrightYear?: number;
  /** A pre-rendered page is being hydrated: the first render matches the server's (signed out). */
  hydrating?: boolean;
}

export interface Shell {
  platform: Platform;
  auth: AuthService;
  toaster: ToastService;
  /** Meta pixel / Google Ads; `start()` once the page has painted. */
  tags: ShellBrowserTags;
  routes: RouteObject[];
  /** Where the routes' remotes load from (the bootstrap starts the current route's at once). */
  registry: RemoteRegistry;
  /** Gives navigation the router once it exists (it is built from `routes`). */
  attachNavigate(navigate: NavigateFn): void;
}

/** Builds the platform services and the route tree from the runtime config. */
export function createShell({
  config,
  fetchImpl,
  loadBackend = loadFirebaseBackend,
  registry: givenRegistry,
  copyrightYear,
  hydrating = false,
}: ShellDeps): Shell {
  // Today's contract, or an older supported one when the address asks for it (skew tests).
  const contractVersion = providedContractVersion(window.location.search);
  const registry = givenRegistry ?? createRemoteRegistry(undefined, contractVersion);
  const api = createApiClient(fetchImpl);
  migrateStoredValues();
  const storage = createTypedStorage();
  const toaster = createToastService();
  const auth = createAuthService({ settings: config.firebase, loadBackend, api, storage, hydrating });
  let navigate: NavigateFn | null = null;
  const navigation = createNavigation(() => navigate);
  // The landing address's UTMs, before any page can send an event.
  captureUtm(window.location.search, storage);
  const consent = createConsentStore();
  const tags = createBrowserTags({ config: config.tracking, consent });
  const tracking = createTracking({
    api,
    auth,
    storage,
    tags,
    consent: () => consent.store.getState().choice,
  });
  const overlay = createCheckoutOverlayStore();
  const checkout = createCheckoutTab({ navigation, tracking, storage, overlay });
  const billing = createBilling({ api, auth, storage, toast: toaster, navigation });
  const records = createUserRecordCreatedAt(api);
  const useTrialCountdown = createUseTrialCountdown({
    useAuth: auth.useAuth,
    storage,
    useRecordCreatedAt: records.useCreatedAt,
  });
  const fullPlatform = createPlatform({
    auth,
    api,
    storage,
    toast: toaster,
    navigation,
    links: config.links,
    tracking,
    checkout,
    billing,
    trial: { useTrialCountdown },
    page: { useDocumentMeta },
    TrialCountdown: createTrialCountdown(useTrialCountdown),
    earlyToast: TOASTER_LOOK,
  });
  const platform = platformForVersion(fullPlatform, contractVersion);

  const routes = createShellRoutes({
    config,
    platform,
    registry,
    toaster,
    copyrightYear,
    onSession: records.load,
    // Their first render depends on browser storage and the URL: after hydration, never on the server.
    overlays: (
      <AfterHydration>
        <TrackingRouteListener storage={storage} onPageView={tags.pageView} />
        <CheckoutOverlay overlay={overlay} />
        {/* Asked only when a tag could load: with no ids nothing external is ever requested. */}
        {tags.configured ? <ConsentBanner consent={consent} /> : null}
      </AfterHydration>
    ),
    cookiePreferences: tags.configured
      ? (className) => <ConsentPreferencesButton consent={consent} className={className} />
      : undefined,
  });

  return {
    platform,
    auth,
    toaster,
    tags,
    routes,
    registry,
    attachNavigate(next) {
      navigate = next;
    },
  };
}
