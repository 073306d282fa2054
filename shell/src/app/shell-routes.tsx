import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { ProtectedRoute } from '../features/auth/components/ProtectedRoute';
import { Layout } from '../features/layout/components/Layout';
import type { RemoteRegistry } from '../features/remotes/api/remote-registry';
import { RemoteRoute } from '../features/remotes/components/RemoteRoute';
import type { ToastService } from '../features/toast/stores/toast-store';
import type { Platform, RuntimeConfig } from '../platform/contract';
import { AppCrash } from './AppCrash';

export interface ShellRoutesOptions {
  config: RuntimeConfig;
  platform: Platform;
  registry: RemoteRegistry;
  toaster: ToastService;
  /** Shell-wide layers above the page (checkout overlay, consent banner). */
  overlays?: ReactNode;
  /** The footer's year; the server's year while a pre-rendered page hydrates. */
  copyrightYear?: number;
}

/** One route per entry of the runtime config, each served by its remote, plus the 404 page. */
function remoteRoutes(config: RuntimeConfig, platform: Platform, registry: RemoteRegistry): RouteObject[] {
  return Object.entries(config.remotes).flatMap(([remote, { routes }]) =>
    routes.map((route): RouteObject => {
      // Keyed by path: each route gets its own error boundary and a fresh remote page.
      const page = (
        <RemoteRoute
          key={route.path}
          remote={remote}
          path={route.path}
          platform={platform}
          registry={registry}
        />
      );
      return {
        path: route.path,
        element:
          route.access === 'protected' ? (
            <ProtectedRoute key={route.path} auth={platform.auth}>
              {page}
            </ProtectedRoute>
          ) : (
            page
          ),
      };
    }),
  );
}

/**
 * The route tree: the page frame around every remote route and the 404 page. The browser's router
 * and the shell server's pre-render use this same tree, so both render the same HTML.
 */
export function createShellRoutes({
  config,
  platform,
  registry,
  toaster,
  overlays,
  copyrightYear,
}: ShellRoutesOptions): RouteObject[] {
  return [
    {
      element: (
        <Layout platform={platform} toaster={toaster} overlays={overlays} copyrightYear={copyrightYear} />
      ),
      errorElement: <AppCrash />,
      children: [...remoteRoutes(config, platform, registry), { path: '*', element: <NotFound /> }],
    },
  ];
}
