import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * The pages this remote serves, by the route pattern the shell matched. Each page is its own chunk,
 * so a route loads only its own code (the Stripe libraries only with /checkout).
 */
export const pages: Readonly<Record<string, ComponentType>> = {
  '/upsell': lazy(() => import('./features/upsell/components/UpsellPage')),
  '/checkout': lazy(() => import('./features/checkout/components/CheckoutPage')),
  '/checkout-return': lazy(() => import('./features/checkout-return/components/CheckoutReturnPage')),
  '/payment-success': lazy(() => import('./features/payment-result/components/PaymentSuccessPage')),
  '/payment-canceled': lazy(() => import('./features/payment-result/components/PaymentCanceledPage')),
  '/payment-awaited': lazy(() => import('./features/payment-result/components/PaymentAwaitedPage')),
};
