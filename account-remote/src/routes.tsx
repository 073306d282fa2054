import { lazyPages, type PageLoad, type RemotePages } from '@busqy/platform-contract/remote';

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

/** The page chunk of each route pattern the shell matches (shell/server/routes.json). */
export const pageChunks: Readonly<Record<string, string>> = {
  '/login': 'page-login',
  '/signup': 'page-signup',
  '/cadastro': 'page-signup',
  '/esqueci-senha': 'page-password-recovery',
  '/account-confirmation': 'page-account-confirmation',
  '/area-usuario': 'page-user-area',
};

/** The pages this remote serves, by route pattern: one lazy component per chunk, shared by its routes. */
export const pages: RemotePages = lazyPages(pageLoads, pageChunks);
