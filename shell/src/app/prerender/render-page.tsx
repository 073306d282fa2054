import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createShellRoutes } from '../shell-routes';
import { ShellRoutes } from '../ShellRoutes';
import type { RemoteAppProps, RuntimeConfig } from '../../platform/contract';
import type { RemoteRegistry } from '../../features/remotes/api/remote-registry';
import { createServerPlatform } from './server-platform';

export interface RenderPageOptions {
  config: RuntimeConfig;
  /** Path and query of the request, e.g. /planos-promo?promo=novo */
  url: string;
  /** The remote that serves the route, and its page component (already loaded on the server). */
  remote: string;
  RemoteApp: ComponentType<RemoteAppProps>;
  /** The request's year, for the footer (the page data hands it to the browser). */
  year: number;
  /** Gives up (and the page is rendered by the browser) after this long. */
  signal?: AbortSignal;
}

/**
 * The whole page inside #root, rendered as the browser's first render will render it: the shell's
 * own route tree (frame, error boundary, Suspense) with the remote's page in place of the lazily
 * loaded one, waiting for every Suspense boundary.
 */
export async function renderPage({ config, url, remote, RemoteApp, year, signal }: RenderPageOptions) {
  const { platform, toaster } = createServerPlatform(config);
  const registry: RemoteRegistry = {
    component: (name) => (name === remote ? RemoteApp : NeverLoaded),
    reload: (name) => registry.component(name),
    prefetch: () => {}, // the page's remote is given
  };
  const routes = createShellRoutes({ config, platform, registry, toaster, copyrightYear: year });
  const page = (
    <StrictMode>
      <StaticRouter location={url}>
        <ShellRoutes routes={routes} />
      </StaticRouter>
    </StrictMode>
  );
  // First pass: waits for every lazy module of the page (the remote's page chunk) to load. Its
  // output is not used: React 19.2 moves large boundaries out of line behind inline scripts.
  const { prelude } = await prerender(page, { signal });
  await prelude.cancel();
  // Everything is loaded now, so this renders the whole page in place, with no script.
  return renderToString(page);
}

/** Another remote's route is never pre-rendered with this one's code. */
function NeverLoaded(): never {
  throw new Error('route of another remote');
}
