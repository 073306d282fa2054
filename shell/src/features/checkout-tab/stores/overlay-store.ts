import { createStore, type StoreApi } from 'zustand/vanilla';

export interface CheckoutOverlayState {
  open: boolean;
}

export interface CheckoutOverlayStore {
  store: StoreApi<CheckoutOverlayState>;
  show(): void;
  hide(): void;
}

/** Whether the 'Abrindo checkout...' overlay covers the page (while a checkout tab is watched). */
export function createCheckoutOverlayStore(): CheckoutOverlayStore {
  const store = createStore<CheckoutOverlayState>(() => ({ open: false }));
  return {
    store,
    show: () => store.setState({ open: true }),
    hide: () => store.setState({ open: false }),
  };
}
