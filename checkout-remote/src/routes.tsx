import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * The pages this remote serves, by the route pattern the shell matched. Each page is its own chunk,
 * so a route loads only its own code. Routes of this remote without a page yet render NotFound.
 */
export const pages: Readonly<Record<string, ComponentType>> = {
  '/checkout-return': lazy(() => import('./features/checkout-return/components/CheckoutReturnPage')),
};
