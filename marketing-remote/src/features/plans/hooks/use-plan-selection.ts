import { useCallback, useState } from 'react';
import type { EarlyNavigation } from '@busqy/platform-contract';
import { applyEarlyNavigation, useLocation } from '@busqy/platform-contract/remote';
import type { PlanCardBase, PriceView, ToggleInterval } from '../../../lib/catalog/types';
import { hasActiveSubscription } from '../../../lib/subscription';
import { usePlatform } from '../../../platform/PlatformContext';
import { toSelectedPlan } from '../utils/to-selected-plan';

/** SPEC §9 'upsell timer 15 minutes'. */
export const UPSELL_TIMER_MS = 15 * 60 * 1000;
/** SPEC §9 'active-subscription toast 8 s'. */
export const ACTIVE_SUBSCRIPTION_TOAST_MS = 8000;

/**
 * A signed-out choice (SPEC §4): the plan saved, /upsell as the post-login redirect, /cadastro. The
 * card hands it to the page's capture script too, which performs it at a press before hydration.
 */
export function signedOutPlanChoice(
  plan: PlanCardBase,
  price: PriceView,
  interval: ToggleInterval,
): EarlyNavigation {
  return {
    to: '/cadastro',
    store: { selectedPlan: toSelectedPlan(plan, price, interval), loginRedirectUrl: '/upsell' },
  };
}

/**
 * SPEC §4 'Plan selection on the main plans page': save the plan; signed in with an active
 * subscription → toast offering the billing portal, and stop; signed in without → a 15-minute upsell
 * end time and /upsell; signed out → /upsell as the post-login redirect and /cadastro.
 */
export function usePlanSelection() {
  const platform = usePlatform();
  const { auth, api, storage, toast, navigation, billing } = platform;
  const { pathname, search } = useLocation();
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);

  const select = useCallback(
    async (plan: PlanCardBase, price: PriceView, interval: ToggleInterval) => {
      const { user } = auth.getState();
      if (user === null) {
        applyEarlyNavigation(platform, signedOutPlanChoice(plan, price, interval), `${pathname}${search}`);
        return;
      }
      storage.set('selectedPlan', toSelectedPlan(plan, price, interval));
      setPendingPlanId(plan.id);
      try {
        if (await hasActiveSubscription(api, user.uid)) {
          toast.show({
            title: 'Você já tem uma assinatura ativa!',
            description: 'Para trocar de plano ou ver suas faturas, use o portal de assinatura.',
            durationMs: ACTIVE_SUBSCRIPTION_TOAST_MS,
            action: { label: 'Gerenciar Plano', onClick: () => void billing.openPortal() },
          });
          return;
        }
        storage.set('upsellEndTime', Date.now() + UPSELL_TIMER_MS);
        navigation.go('/upsell');
      } finally {
        setPendingPlanId(null);
      }
    },
    [platform, auth, api, storage, toast, navigation, billing, pathname, search],
  );

  return { select, pendingPlanId };
}
