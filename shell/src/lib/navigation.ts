import { useMemo } from 'react';
import { useLocation as useRouterLocation } from 'react-router-dom';
import type { Navigation, SiteLocation } from '../platform/contract';
import { safeInternalPath } from '@busqy/platform-contract';

/** The router's location as the contract describes it (remotes see no router state or key). */
function useLocation(): SiteLocation {
  const { pathname, search, hash } = useRouterLocation();
  return useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
}

/** What navigation needs from the router (react-router's `navigate` fits): a path, or -1 for back. */
export type NavigateFn = (to: string | number, options?: { replace?: boolean }) => unknown;

/**
 * Navigation for the platform object. The router is created after the platform (its routes render
 * remote pages that receive the platform), so it is looked up when a navigation happens.
 */
export function createNavigation(getNavigate: () => NavigateFn | null): Navigation {
  const go: Navigation['go'] = (path, options) => {
    const navigate = getNavigate();
    if (navigate) {
      void navigate(path, options?.replace ? { replace: true } : undefined);
    } else {
      window.location.assign(path);
    }
  };
  return {
    go,
    assign(url) {
      window.location.assign(url);
    },
    openTab(url) {
      // No 'noopener' here: the checkout flow watches the tab it opened (SPEC §4 checkout-tab watch).
      return window.open(url, '_blank');
    },
    useLocation,
    safeInternalPath,
    back(fallbackPath) {
      // react-router's browser history numbers its entries (history.state.idx): above 0, the entry
      // before is a page of this site; at 0 the visitor came from elsewhere (or opened a new tab).
      const index = (window.history.state as { idx?: unknown } | null)?.idx;
      const navigate = getNavigate();
      if (navigate && typeof index === 'number' && index > 0) void navigate(-1);
      else go(fallbackPath);
    },
  };
}
