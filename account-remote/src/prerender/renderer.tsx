// The account remote's server renderer, built by webpack.prerender.cjs into
// dist/prerender/renderer.<hash>.cjs and named by dist/prerender/index.json, beside mf-manifest.json.
// The shell server loads it from this remote's origin (so a remote deploy ships its new HTML without a
// shell release) and renders the page inside its own frame with the one React it hands this module
// (react & co. are externals here). The open account pages are forms that read no API data: their
// first render is the same for every visitor (signed out, empty fields).
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@busqy/platform-contract';
import RemoteApp from '../App';
import { pageChunks } from '../routes';

/** Version of this module's shape, checked by the shell server. */
export const PRERENDER_FORMAT = 1;

/**
 * The open routes this remote pre-renders (route patterns of shell/server/routes.json). The user
 * area and the account confirmation are protected: they depend on who is signed in.
 */
export const routes: readonly string[] = ['/login', '/signup', '/cadastro', '/esqueci-senha'];

/** No API data: these pages fetch nothing before the visitor submits. */
export function dataNeeds(): string[] {
  return [];
}

/** The named chunk of the route's page (dist/page-assets.json lists its CSS and JS). */
export function pageChunk(route: string): string | null {
  return pageChunks[route] ?? null;
}

/** The remote's ./App as the browser's first render shows it (there is no data to hand over). */
export function createPage(): ComponentType<RemoteAppProps> {
  return RemoteApp;
}
