/**
 * Where the remotes come from, without React: this module is part of the shell's entry (main.js), so
 * that the current route's remote and its page start loading beside the shell's own chunks, before
 * react-dom has arrived (startRouteRemote). The registry (remote-registry.ts) turns what it loads into
 * components.
 */
import { loadRemote, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import routerPackage from 'react-router/package.json';
import type { RemoteAppModule, RuntimeConfig } from '../../../platform/contract';

/** The shared module a previous-major (2.x) remote imports; 3.x remotes import no router. */
export const LEGACY_SHARED_ROUTER = 'react-router-dom';

export const loadLegacyRouter = () =>
  import(/* webpackChunkName: "legacy-router" */ '../legacy/legacy-router');

/** Offered before any remote starts, fetched only when a 2.x remote asks for it (legacy-router.tsx). */
function offerLegacyRouter(): void {
  registerShared({
    [LEGACY_SHARED_ROUTER]: {
      version: routerPackage.version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: false },
      get: () => loadLegacyRouter().then((module) => () => module.legacyRouterModule),
    },
  });
}

function registerEntries(config: RuntimeConfig, names: readonly string[]): void {
  registerRemotes(names.map((name) => ({ name, entry: config.remotes[name]!.entry })));
}

/** Tells the federation runtime where each remote's remoteEntry.js is; nothing is fetched yet. */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  offerLegacyRouter();
  registerEntries(config, Object.keys(config.remotes));
}

/** The remote the entry registered and started (startRouteRemote), if it did. */
let startedAtEntry: string | undefined;

/**
 * The bootstrap's registration: every remote of the config, less the one the entry registered. The
 * others wait until the shell's share scope has started: a share scope started with them registered
 * fetches each one's remoteEntry.js to compare versions (the runtime's version-first strategy).
 */
export function registerRemainingRemotes(config: RuntimeConfig): void {
  if (startedAtEntry === undefined) registerRuntimeRemotes(config);
  else
    registerEntries(
      config,
      Object.keys(config.remotes).filter((name) => name !== startedAtEntry),
    );
}

/** A remote's ./App module, checked to be one. */
export async function loadRemoteApp(remote: string): Promise<RemoteAppModule> {
  const module = await loadRemote<RemoteAppModule>(`${remote}/App`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote "${remote}" did not expose a component as ./App`);
  }
  return module;
}

/** The remote serving `pathname` and the route pattern it matched (the config's paths are literal). */
export function routeRemote(
  config: RuntimeConfig,
  pathname: string,
): { remote: string; path: string } | undefined {
  // As the router matches: case-insensitive, a trailing slash ignored.
  const wanted = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  for (const [remote, { routes }] of Object.entries(config.remotes)) {
    const route = routes.find((candidate) => candidate.path.toLowerCase() === wanted);
    if (route) return { remote, path: route.path };
  }
  return undefined;
}

const started = new Map<string, Promise<RemoteAppModule>>();

/**
 * Starts loading `remote`'s ./App and then the page of `path` (its preloadPage, contract 3.5.0). A
 * failure is left to whoever takes the load (takeRemoteApp): it is the registry's to show.
 */
export function startRemoteApp(remote: string, path: string): void {
  if (started.has(remote)) return;
  const loading = loadRemoteApp(remote);
  loading
    .then((module) => (typeof module.preloadPage === 'function' ? module.preloadPage(path) : undefined))
    .catch(() => {}); // a page that fails to preload fails again, visibly, when it renders
  started.set(remote, loading);
}

/** The load startRemoteApp began for `remote` (handed out once), else a new one. */
export function takeRemoteApp(remote: string): Promise<RemoteAppModule> {
  const early = started.get(remote);
  started.delete(remote);
  return early ?? loadRemoteApp(remote);
}

/**
 * At the shell's entry: when the page carries the runtime config (the shell server inlines it), the
 * current route's remote is registered and it and its page start loading now, so that they are ready
 * when React renders the route (a pre-rendered page then hydrates in one pass).
 */
export function startRouteRemote(
  config: RuntimeConfig | null,
  pathname: string = window.location.pathname,
): void {
  if (!config || startedAtEntry !== undefined) return;
  const route = routeRemote(config, pathname);
  if (!route) return;
  offerLegacyRouter();
  registerEntries(config, [route.remote]);
  startedAtEntry = route.remote;
  startRemoteApp(route.remote, route.path);
}
