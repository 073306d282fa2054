/**
 * The previous contract major (2.x) in a 3.x shell (platform-contract README "Versions a shell and a
 * remote agree on"). A 2.x remote imports react-router-dom as a shared singleton and renders its links
 * inside the host's router; since 3.0.0 the shell's router is its own, tree-shaken. This chunk loads
 * only when a 2.x remote's route is visited: it is the react-router-dom the share scope offers (a
 * separate copy: React Router's CommonJS build, so the shell's ES copy stays tree-shaken), and a
 * Router of that copy around the remote, bridged to the shell's navigation.
 */
import * as legacyRouter from 'legacy-react-router';
import { useMemo, type ComponentType } from 'react';
import { PREVIOUS_MAJOR, platformAsVersion } from '@busqy/platform-contract';
import type { RemoteAppProps } from '../../../platform/contract';

/** The module the share scope hands a 2.x remote for 'react-router-dom'. */
export const legacyRouterModule = legacyRouter;

export type RouterModule = Pick<typeof legacyRouter, 'Router'>;
type To = string | { pathname?: string; search?: string; hash?: string };

function toPath(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * The remote's ./App inside a Router of `router` (the copy the remote received: whichever the share
 * scope chose) whose location is the shell's and whose navigations go through the shell's router, with
 * the platform as the previous major defines it.
 */
export function withLegacyRouter(
  App: ComponentType<RemoteAppProps>,
  router: RouterModule = legacyRouter,
): ComponentType<RemoteAppProps> {
  return function LegacyRemoteApp({ path, platform }: RemoteAppProps) {
    const { pathname, search, hash } = platform.navigation.useLocation();
    const location = useMemo(
      () => ({ pathname, search, hash, state: null, key: 'default' }),
      [pathname, search, hash],
    );
    const legacy = useMemo(() => platformAsVersion(platform, PREVIOUS_MAJOR.version), [platform]);
    const navigator = useMemo(
      () => ({
        createHref: (to: To) => toPath(to),
        encodeLocation: (to: To) => {
          const url = new URL(toPath(to), window.location.href);
          return { pathname: url.pathname, search: url.search, hash: url.hash };
        },
        push: (to: To) => platform.navigation.go(toPath(to)),
        replace: (to: To) => platform.navigation.go(toPath(to), { replace: true }),
        go: (delta: number) => window.history.go(delta),
      }),
      [platform],
    );
    return (
      <router.Router location={location} navigator={navigator}>
        <App path={path} platform={legacy} />
      </router.Router>
    );
  };
}
