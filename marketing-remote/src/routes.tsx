import { lazy } from 'react';
import type { ComponentType } from 'react';

const landing = lazy(() => import('./app/pages/LandingPage'));
const plans = lazy(() => import('./app/pages/PlansPage'));
const promo = lazy(() => import('./app/pages/PromoPage'));

/**
 * The pages this remote serves, by the route pattern the shell matched (shell/server/routes.json).
 * Each page is its own chunk, so a route loads only its own code.
 */
export const pages: Readonly<Record<string, ComponentType>> = {
  '/': landing,
  '/home': landing,
  '/planos': plans,
  '/selecionar-plano': plans,
  '/planos-promo': promo,
  '/promo': promo,
  '/afiliado': promo,
  '/bio': lazy(() => import('./features/bio/components/BioPage')),
  '/termos': lazy(() => import('./features/legal/components/TermsPage')),
  '/politicas-de-privacidade': lazy(() => import('./features/legal/components/PrivacyPage')),
  '/sobre': lazy(() => import('./features/about/components/AboutPage')),
  '/solucoes': lazy(() => import('./features/solutions/components/SolutionsPage')),
};
