import { lazyPages, type PageLoad, type RemotePages } from '@busqy/platform-contract/remote';
import type { PageDefinition } from '@busqy/platform-contract/prerender';

/** The query parameters the promo page reads (SPEC §2: promo, aliases parceiro and afiliado). */
const PROMO_QUERY = ['promo', 'parceiro', 'afiliado'] as const;

/**
 * The pages this remote serves, written once: the client routes, the page chunks and the pre-renderer's
 * `pages` (published in prerender/index.json, from which the shell routes them) all derive from it. A
 * new page is one entry here, its chunk in `pageLoads` and its head in prerender/heads.ts.
 */
export const PAGES = [
  { path: '/', chunk: 'page-landing' },
  { path: '/home', chunk: 'page-landing', canonical: '/' },
  { path: '/planos', chunk: 'page-plans' },
  { path: '/selecionar-plano', chunk: 'page-plans', canonical: '/planos' },
  // The promos' daily countdown shows the time: their page data carries renderedAt.
  { path: '/planos-promo', chunk: 'page-promo', query: PROMO_QUERY, showsTime: true },
  { path: '/promo', chunk: 'page-promo', canonical: '/planos-promo', query: PROMO_QUERY, showsTime: true },
  { path: '/afiliado', chunk: 'page-promo', canonical: '/planos-promo', query: PROMO_QUERY, showsTime: true },
  { path: '/bio', chunk: 'page-bio' },
  { path: '/termos', chunk: 'page-terms' },
  { path: '/politicas-de-privacidade', chunk: 'page-privacy' },
  { path: '/sobre', chunk: 'page-about' },
  { path: '/solucoes', chunk: 'page-solutions' },
] as const satisfies readonly PageDefinition[];

type Page = (typeof PAGES)[number];

/** The paths that are their own canonical: each has a head (prerender/heads.ts). */
export type CanonicalPath = Exclude<Page, { canonical: string }>['path'];

/**
 * Each page is its own chunk, so a route loads only its own code. Its name (the webpackChunkName, the
 * same as its key here) lets the shell server link a pre-rendered route's CSS (dist/page-assets.json).
 */
const pageLoads: Readonly<Record<Page['chunk'], PageLoad>> = {
  'page-landing': () => import(/* webpackChunkName: "page-landing" */ './app/pages/LandingPage'),
  'page-plans': () => import(/* webpackChunkName: "page-plans" */ './app/pages/PlansPage'),
  'page-promo': () => import(/* webpackChunkName: "page-promo" */ './app/pages/PromoPage'),
  'page-bio': () => import(/* webpackChunkName: "page-bio" */ './app/pages/BioPage'),
  'page-terms': () => import(/* webpackChunkName: "page-terms" */ './app/pages/TermsPage'),
  'page-privacy': () => import(/* webpackChunkName: "page-privacy" */ './app/pages/PrivacyPage'),
  'page-about': () => import(/* webpackChunkName: "page-about" */ './app/pages/AboutPage'),
  'page-solutions': () => import(/* webpackChunkName: "page-solutions" */ './app/pages/SolutionsPage'),
};

/** The page chunk of each route pattern. */
export const pageChunks: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.map((page) => [page.path, page.chunk]),
);

/** The pages this remote serves, by route pattern: one lazy component per chunk, shared by its routes. */
export const pages: RemotePages = lazyPages(pageLoads, pageChunks);
