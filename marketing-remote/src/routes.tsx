import { lazy } from 'react';
import type { ComponentType } from 'react';

interface Page {
  Component: ComponentType;
  /** Its chunk's name (the webpackChunkName of its import): the shell links that chunk's CSS. */
  chunk: string;
}

const page = (chunk: string, load: () => Promise<{ default: ComponentType }>): Page => ({
  Component: lazy(load),
  chunk,
});

const landing = page(
  'page-landing',
  () => import(/* webpackChunkName: "page-landing" */ './app/pages/LandingPage'),
);
const plans = page('page-plans', () => import(/* webpackChunkName: "page-plans" */ './app/pages/PlansPage'));
const promo = page('page-promo', () => import(/* webpackChunkName: "page-promo" */ './app/pages/PromoPage'));

/**
 * The pages this remote serves, by the route pattern the shell matched (shell/server/routes.json).
 * Each page is its own named chunk, so a route loads only its own code, and the shell server can link
 * a pre-rendered route's CSS in its <head> (dist/page-assets.json).
 */
const routePages: Readonly<Record<string, Page>> = {
  '/': landing,
  '/home': landing,
  '/planos': plans,
  '/selecionar-plano': plans,
  '/planos-promo': promo,
  '/promo': promo,
  '/afiliado': promo,
  '/bio': page(
    'page-bio',
    () => import(/* webpackChunkName: "page-bio" */ './features/bio/components/BioPage'),
  ),
  '/termos': page(
    'page-terms',
    () => import(/* webpackChunkName: "page-terms" */ './features/legal/components/TermsPage'),
  ),
  '/politicas-de-privacidade': page(
    'page-privacy',
    () => import(/* webpackChunkName: "page-privacy" */ './features/legal/components/PrivacyPage'),
  ),
  '/sobre': page(
    'page-about',
    () => import(/* webpackChunkName: "page-about" */ './features/about/components/AboutPage'),
  ),
  '/solucoes': page(
    'page-solutions',
    () => import(/* webpackChunkName: "page-solutions" */ './features/solutions/components/SolutionsPage'),
  ),
};

const byRoute = <T,>(pick: (entry: Page) => T): Readonly<Record<string, T>> =>
  Object.fromEntries(Object.entries(routePages).map(([route, entry]) => [route, pick(entry)]));

export const pages = byRoute((entry) => entry.Component);
export const pageChunks = byRoute((entry) => entry.chunk);
