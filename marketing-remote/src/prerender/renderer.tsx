// The marketing remote's server renderer, built by webpack.prerender.cjs into
// dist/prerender/renderer.<hash>.cjs and named by dist/prerender/index.json, beside mf-manifest.json.
// The shell server loads it from this remote's origin (so a remote deploy ships its new HTML without a
// shell release), fetches the API answers each route needs from the catalog, and renders the page
// inside its own frame with the one React it hands this module (react & co. are externals here).
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@busqy/platform-contract';
import RemoteApp from '../App';
import { PLANS_PATH, promoPath } from '../lib/catalog/api';
import { PageSeedProvider, type PageSeed } from '../lib/page-seed';
import { promoCodeOf } from '../features/promo/hooks/use-promo-params';
import { pageChunks } from '../routes';

/** Version of this module's shape, checked by the shell server. */
export const PRERENDER_FORMAT = 1;

const PLANS_ROUTES = ['/', '/home', '/planos', '/selecionar-plano'];
const PROMO_ROUTES = ['/planos-promo', '/promo', '/afiliado'];
const STATIC_ROUTES = ['/bio', '/sobre', '/termos', '/politicas-de-privacidade', '/solucoes'];

/** The open routes this remote pre-renders (route patterns of shell/server/routes.json). */
export const routes: readonly string[] = [...PLANS_ROUTES, ...PROMO_ROUTES, ...STATIC_ROUTES];

/** The API paths (GET, public, JSON) whose answers the route's first render needs. */
export function dataNeeds(route: string, search: string): string[] {
  if (PLANS_ROUTES.includes(route)) return [PLANS_PATH];
  if (PROMO_ROUTES.includes(route)) return [promoPath(promoCodeOf(new URLSearchParams(search)))];
  return [];
}

/** Routes whose page may show the time (the promos' daily countdown): their page data carries renderedAt. */
export function showsTime(route: string): boolean {
  return PROMO_ROUTES.includes(route);
}

/** The named chunk of the route's page (dist/page-assets.json lists its CSS and JS). */
export function pageChunk(route: string): string | null {
  return pageChunks[route] ?? null;
}

/** The remote's ./App with the server's data in place of the browser's first fetches. */
export function createPage(seed: PageSeed): ComponentType<RemoteAppProps> {
  return function PrerenderedApp(props: RemoteAppProps) {
    return (
      <PageSeedProvider value={seed}>
        <RemoteApp {...props} />
      </PageSeedProvider>
    );
  };
}
