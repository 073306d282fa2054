import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PLATFORM_CONTRACT_VERSION } from '@busqy/platform-contract';
import type { RemoteAppModule, RemoteAppProps, RuntimeConfig } from '../../../platform/contract';
import { checkRemoteContract } from './check-contract';

export type RemoteAppComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

export interface RemoteRegistry {
  /** The lazily loaded `./App` of a remote; the same component for every route of that remote. */
  component(remote: string): RemoteAppComponent;
  /** A fresh component that loads the remote again (React.lazy keeps a failed load forever). */
  reload(remote: string): RemoteAppComponent;
}

/** Tells the federation runtime where each remote's remoteEntry.js is; nothing is fetched yet. */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
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
        component = lazy(() =>
          load(remote).then((module) => checkRemoteContract(remote, module, contractVersion)),
        );
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
