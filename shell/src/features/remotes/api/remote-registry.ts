import { loadShare } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType } from 'react';
import { PLATFORM_CONTRACT_VERSION, PREVIOUS_MAJOR } from '@busqy/platform-contract';
import type { RemoteAppModule, RemoteAppProps } from '../../../platform/contract';
import { remoteContractMatch } from './check-contract';
import { LEGACY_SHARED_ROUTER, loadLegacyRouter, takeRemoteApp } from './remote-loader';

export type RemoteAppComponent = ComponentType<RemoteAppProps>;

export interface RemoteRegistry {
  /**
   * A remote's `./App`: the component itself once it has loaded, else a lazy one that loads it; the
   * same component for every route of that remote.
   */
  component(remote: string): RemoteAppComponent;
  /** A fresh component that loads the remote again (React.lazy keeps a failed load forever). */
  reload(remote: string): RemoteAppComponent;
  /** Starts loading a remote now (the current route's, before the first render). */
  prefetch(remote: string): void;
}

/**
 * A previous-major remote's ./App inside the router it expects: the copy of react-router-dom the share
 * scope gave it (ours, unless a remote offered a newer one), so its links see that router.
 */
async function withRouterItExpects(module: RemoteAppModule): Promise<RemoteAppModule> {
  const { withLegacyRouter, legacyRouterModule } = await loadLegacyRouter();
  const shared = await loadShare<typeof legacyRouterModule>(LEGACY_SHARED_ROUTER).catch(() => false as const);
  const router = shared ? shared() : legacyRouterModule;
  return { ...module, default: withLegacyRouter(module.default, router) };
}

/**
 * @param load          fetches a remote's ./App module
 * @param contractVersion the platform contract version this shell provides; each remote's declared
 *                      range is checked against it before the remote renders (check-contract.ts)
 */
export function createRemoteRegistry(
  load: (remote: string) => Promise<RemoteAppModule> = takeRemoteApp,
  contractVersion: string = PLATFORM_CONTRACT_VERSION,
): RemoteRegistry {
  /** Per remote: the lazy component that loads it, and the component itself once it has. */
  type Entry = { lazy: RemoteAppComponent; loaded?: RemoteAppComponent };
  const entries = new Map<string, Entry>();
  const entry = (remote: string) => {
    let found = entries.get(remote);
    if (!found) {
      const loading = (async () => {
        const module = await load(remote);
        const match = remoteContractMatch(remote, module, contractVersion, PREVIOUS_MAJOR.version);
        return match === 'current' ? module : withRouterItExpects(module);
      })();
      const created: Entry = { lazy: lazy(() => loading) };
      // Loaded before the route renders (prefetch): rendered as is, with nothing to suspend on.
      // A failure is the lazy component's to throw, into the route's error boundary.
      loading.then((module) => (created.loaded = module.default)).catch(() => {});
      found = created;
      entries.set(remote, found);
    }
    return found;
  };
  return {
    component(remote) {
      const { loaded, lazy: component } = entry(remote);
      return loaded ?? component;
    },
    reload(remote) {
      entries.delete(remote);
      return this.component(remote);
    },
    prefetch(remote) {
      entry(remote);
    },
  };
}
