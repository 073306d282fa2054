import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { ProtectedRoute } from '../features/auth/components/ProtectedRoute';
import { Layout } from '../features/layout/components/Layout';
import type { RemoteRegistry } from '../features/remotes/api/remote-registry';
import { RemoteRoute } from '../features/remotes/components/RemoteRoute';
import { Toaster } from '../features/toast/components/Toaster';
import type { ToastService } from '../features/toast/stores/toast-store';
import type { Platform, RuntimeConfig } from '../platform/contract';
import { AppErrorBoundary } from './AppErrorBoundary';

export interface ShellRoutesOptions {
  config: RuntimeConfig;
  platform: Platform;
  registry: RemoteRegistry;
  toaster: ToastService;
  /** Shell-wide layers above the page (checkout overlay, consent banner). */
  overlays?: ReactNode;
  /** The footer's year; the server's year while a pre-rendered page hydrates. */
  copyrightYear?: number;
  /** Told the uid when a protected route learns the session (the shell reads the user record). */
  onSession?: (uid: string) => void;
  /** The footer's 'Preferências de cookies' control, when the site asks for consent. */
  cookiePreferences?: (className: string) => ReactNode;
}

/** One route per entry of the runtime config, each served by its remote, plus the 404 page. */
function remoteRoutes(
  config: RuntimeConfig,
  platform: Platform,
  registry: RemoteRegistry,
  onSession?: (uid: string) => void,
): RouteObject[] {
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
            <ProtectedRoute key={route.path} auth={platform.auth} onSession={onSession}>
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
  onSession,
  cookiePreferences,
}: ShellRoutesOptions): RouteObject[] {
  return [
    {
      element: (
        <AppErrorBoundary>
          <Layout
            platform={platform}
            copyrightYear={copyrightYear}
            company={config.company}
            cookiePreferences={cookiePreferences}
            overlays={
              <>
                {/* Rendered on the server too (an empty live region), so hydration matches. */}
                <Toaster service={toaster} />
                {overlays}
              </>
            }
          />
        </AppErrorBoundary>
      ),
      children: [
        ...remoteRoutes(config, platform, registry, onSession),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
