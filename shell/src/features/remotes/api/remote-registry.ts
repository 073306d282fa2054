import { loadRemote, loadShare, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import routerPackage from 'react-router/package.json';
import { PLATFORM_CONTRACT_VERSION, PREVIOUS_MAJOR } from '@busqy/platform-contract';
import type { RemoteAppModule, RemoteAppProps, RuntimeConfig } from '../../../platform/contract';
import { remoteContractMatch } from './check-contract';

/** The shared module a previous-major (2.x) remote imports; 3.x remotes import no router. */
const LEGACY_SHARED_ROUTER = 'react-router-dom';

const loadLegacyRouter = () => import(/* webpackChunkName: "legacy-router" */ '../legacy/legacy-router');

export type RemoteAppComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

export interface RemoteRegistry {
  /** The lazily loaded `./App` of a remote; the same component for every route of that remote. */
  component(remote: string): RemoteAppComponent;
  /** A fresh component that loads the remote again (React.lazy keeps a failed load forever). */
  reload(remote: string): RemoteAppComponent;
}

/** Tells the federation runtime where each remote's remoteEntry.js is; nothing is fetched yet. */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  // Offered before any remote starts, fetched only when a 2.x remote asks for it (legacy-router.tsx).
  registerShared({
    [LEGACY_SHARED_ROUTER]: {
      version: routerPackage.version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: false },
      get: () => loadLegacyRouter().then((module) => () => module.legacyRouterModule),
    },
  });
  registerRemotes(Object.entries(config.remotes).map(([name, remote]) => ({ name, entry: remote.entry })));
}

async function loadRemoteApp(remote: string): Promise<RemoteAppModule> {
  const module = await loadRemote<RemoteAppModule>(`${remote}/App`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote "${remote}" did not expose a component as ./App`);
  }
  return module;
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
  load: (remote: string) => Promise<RemoteAppModule> = loadRemoteApp,
  contractVersion: string = PLATFORM_CONTRACT_VERSION,
): RemoteRegistry {
  const components = new Map<string, RemoteAppComponent>();
  return {
    component(remote) {
      let component = components.get(remote);
      if (!component) {
        component = lazy(async () => {
          const module = await load(remote);
          const match = remoteContractMatch(remote, module, contractVersion, PREVIOUS_MAJOR.version);
          return match === 'current' ? module : withRouterItExpects(module);
        });
        components.set(remote, component);
      }
      return component;
    },
    reload(remote) {
      components.delete(remote);
      return this.component(remote);
    },
  };
}
