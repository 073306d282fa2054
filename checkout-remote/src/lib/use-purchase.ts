import { useCallback } from 'react';
import type { SelectedPlan } from '@busqy/platform-contract';
import { planEventData } from '@busqy/platform-contract/remote';
import { usePlatform } from '../platform/PlatformContext';

/** Where a signed-out buyer comes back to after logging in. */
export const UPSELL_PATH = '/upsell';

/**
 * SPEC §2/§4 upsell purchase: stores the plan to buy; signed in, sends checkout_iniciado and opens the
 * checkout tab (the shell shows 'Abrindo checkout...' and watches the tab); signed out, remembers
 * /upsell and goes to /login.
 */
export function usePurchase() {
  const { auth, storage, tracking, checkout, navigation } = usePlatform();
  return useCallback(
    (plan: SelectedPlan) => {
      storage.set('selectedPlan', plan);
      if (auth.getState().user === null) {
        storage.set('loginRedirectUrl', UPSELL_PATH);
        navigation.go('/login');
        return;
      }
      tracking.track('checkout_iniciado', planEventData(plan));
      checkout.openCheckoutTab();
    },
    [auth, storage, tracking, checkout, navigation],
  );
}
