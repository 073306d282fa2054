import { lazyPages, type PageLoad, type RemotePages } from '@busqy/platform-contract/remote';
import type { PageDefinition } from '@busqy/platform-contract/prerender';

/**
 * The open pages this remote serves, written once: the client routes, the page chunks and the
 * pre-renderer's `pages` (published in prerender/index.json, from which the shell routes them).
 */
export const PAGES = [
  { path: '/login', chunk: 'page-login' },
  { path: '/signup', chunk: 'page-signup' },
  { path: '/cadastro', chunk: 'page-signup', canonical: '/signup' },
  // Nothing for a search engine: a form that mails a link.
  { path: '/esqueci-senha', chunk: 'page-password-recovery', sitemap: false },
] as const satisfies readonly PageDefinition[];

/** The paths that are their own canonical: each has a head (prerender/renderer.tsx). */
export type CanonicalPath = Exclude<(typeof PAGES)[number], { canonical: string }>['path'];

/**
 * The protected routes' chunks: which routes are protected (and their heads) is the shell's
 * configuration (shell/server/routes.json); they depend on who is signed in and are never pre-rendered.
 */
const PROTECTED_CHUNKS = {
  '/account-confirmation': 'page-account-confirmation',
  '/area-usuario': 'page-user-area',
} as const;

/**
 * Each page is its own chunk, so a route loads only its own code. Its name (the webpackChunkName, the
 * same as its key here) lets the shell server inline a pre-rendered route's CSS (dist/page-assets.json).
 */
const pageLoads: Readonly<Record<string, PageLoad>> = {
  'page-login': () => import(/* webpackChunkName: "page-login" */ './features/login/components/LoginPage'),
  'page-signup': () =>
    import(/* webpackChunkName: "page-signup" */ './features/signup/components/SignUpPage'),
  'page-password-recovery': () =>
    import(
      /* webpackChunkName: "page-password-recovery" */ './features/password-recovery/components/PasswordRecoveryPage'
    ),
  'page-account-confirmation': () =>
    import(
      /* webpackChunkName: "page-account-confirmation" */ './features/account-confirmation/components/AccountConfirmationPage'
    ),
  'page-user-area': () =>
    import(/* webpackChunkName: "page-user-area" */ './features/user-area/components/UserAreaPage'),
};

/** The page chunk of each route pattern. */
export const pageChunks: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PAGES.map((page) => [page.path, page.chunk])),
  ...PROTECTED_CHUNKS,
};

/** The pages this remote serves, by route pattern: one lazy component per chunk, shared by its routes. */
export const pages: RemotePages = lazyPages(pageLoads, pageChunks);
