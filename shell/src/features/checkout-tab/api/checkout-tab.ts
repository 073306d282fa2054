import {
  type CheckoutTab,
  type Navigation,
  planEventData,
  type Tracking,
  type TypedStorage,
} from '../../../platform/contract';
import type { CheckoutOverlayStore } from '../stores/overlay-store';
import { BOLETO_PATH, CHECKOUT_PATH, readTab, SUCCESS_PATH, type WatchedTab } from '../utils/read-tab';

export const CHECKOUT_POLL_MS = 3000;
export const CHECKOUT_SUCCEEDED_MESSAGE = 'checkout_succeeded';
export const CANCELED_PATH = '/payment-canceled';

type MessageListener = (event: MessageEvent) => void;

/** The part of `window` the watch uses; tests pass a fake. */
export interface CheckoutHost {
  readonly location: { readonly origin: string };
  readonly opener?: { postMessage(message: unknown, targetOrigin: string): void } | null;
  setInterval(handler: () => void, timeout: number): number;
  clearInterval(id: number): void;
  addEventListener(type: 'message', listener: MessageListener): void;
  removeEventListener(type: 'message', listener: MessageListener): void;
}

interface CheckoutTabDeps {
  navigation: Pick<Navigation, 'go'> & { openTab(url: string): WatchedTab | null };
  tracking: Tracking;
  storage: TypedStorage;
  overlay: Pick<CheckoutOverlayStore, 'show' | 'hide'>;
  host?: CheckoutHost;
  pollMs?: number;
}

type Outcome = 'success' | 'boleto' | 'canceled';

/** platform.checkout: SPEC §4 'Checkout-tab watch'. */
export function createCheckoutTab({
  navigation,
  tracking,
  storage,
  overlay,
  host = window,
  pollMs = CHECKOUT_POLL_MS,
}: CheckoutTabDeps): CheckoutTab {
  /** Ends the watch in progress (one at a time: a second purchase replaces the first watch). */
  let stopWatch: (() => void) | null = null;

  function conclude(outcome: Outcome) {
    stopWatch?.();
    if (outcome === 'canceled') {
      navigation.go(CANCELED_PATH);
      return;
    }
    tracking.track('checkout_finalizado', planEventData(storage.get('selectedPlan')));
    navigation.go(outcome === 'success' ? SUCCESS_PATH : BOLETO_PATH);
  }

  function watch(tab: WatchedTab) {
    const onMessage: MessageListener = (event) => {
      if (event.origin !== host.location.origin || event.data !== CHECKOUT_SUCCEEDED_MESSAGE) return;
      conclude('success');
    };
    const poll = () => {
      switch (readTab(tab, host.location.origin)) {
        case 'checkout':
          return;
        case 'closed':
        case 'other':
          return conclude('canceled');
        case 'success':
          return conclude('success');
        case 'boleto':
        case 'unreadable':
          // SPEC §4: an address we cannot read (Stripe's hosted boleto page) counts as a boleto.
          return conclude('boleto');
      }
    };
    const intervalId = host.setInterval(poll, pollMs);
    host.addEventListener('message', onMessage);
    overlay.show();

    const stop = () => {
      host.clearInterval(intervalId);
      host.removeEventListener('message', onMessage);
      overlay.hide();
      if (stopWatch === stop) stopWatch = null;
    };
    stopWatch = stop;
  }

  return {
    openCheckoutTab() {
      stopWatch?.();
      const tab = navigation.openTab(CHECKOUT_PATH);
      if (tab) {
        watch(tab);
      } else {
        // Popup blocked: checkout in this tab instead.
        navigation.go(CHECKOUT_PATH);
      }
    },
    notifyCheckoutSucceeded() {
      try {
        host.opener?.postMessage(CHECKOUT_SUCCEEDED_MESSAGE, host.location.origin);
      } catch (error) {
        console.error('[checkout] could not notify the opener', error);
      }
    },
  };
}
