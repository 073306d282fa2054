import { lazyPages, type PageLoad, type RemotePages } from '@busqy/platform-contract/remote';

/**
 * Each page is its own chunk, so a route loads only its own code. Its name (the webpackChunkName, the
 * same as its key here) lets the shell server link a pre-rendered route's CSS (dist/page-assets.json).
 */
const pageLoads: Readonly<Record<string, PageLoad>> = {
  'page-landing': () => import(/* webpackChunkName: "page-landing" */ './app/pages/LandingPage'),
  'page-plans': () => import(/* webpackChunkName: "page-plans" */ './app/pages/PlansPage'),
  'page-promo': () => import(/* webpackChunkName: "page-promo" */ './app/pages/PromoPage'),
  'page-bio': () => import(/* webpackChunkName: "page-bio" */ './app/pages/BioPage'),
  'page-terms': () => import(/* webpackChunkName: "page-terms" */ './app/pages/TermsPage'),
  'page-privacy': () => import(/* webpackChunkName: "page-privacy" */ './app/pages/PrivacyPage'),
  'page-about': () => import(/* webpackChunkName: "page-about" */ './app/pages/AboutPage'),
  'page-solutions': () => import(/* webpackChunkName: "page-solutions" */ './app/pages/SolutionsPage'),
};

/** The page chunk of each route pattern the shell matches (shell/server/routes.json). */
export const pageChunks: Readonly<Record<string, string>> = {
  '/': 'page-landing',
  '/home': 'page-landing',
  '/planos': 'page-plans',
  '/selecionar-plano': 'page-plans',
  '/planos-promo': 'page-promo',
  '/promo': 'page-promo',
  '/afiliado': 'page-promo',
  '/bio': 'page-bio',
  '/termos': 'page-terms',
  '/politicas-de-privacidade': 'page-privacy',
  '/sobre': 'page-about',
  '/solucoes': 'page-solutions',
};

/** The pages this remote serves, by route pattern: one lazy component per chunk, shared by its routes. */
export const pages: RemotePages = lazyPages(pageLoads, pageChunks);
