/**
 * Where the remotes come from, without React: this module is part of the shell's entry (main.js), so
 * that the current route's remote and its page start loading beside the shell's own chunks, before
 * react-dom has arrived (startRouteRemote). The registry (remote-registry.ts) turns what it loads into
 * components.
 */
import { loadRemote, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import routerPackage from 'react-router/package.json';
import { PLATFORM_CONTRACT_VERSION, satisfies } from '@busqy/platform-contract';
import type { RemoteAppModule, RouteAccess, RuntimeConfig } from '../../../platform/contract';
import { mayBeSignedInHere } from '../../../lib/known-user';

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

/** Tells the federation runtime where each remote's remoteEntry.js is; nothing is fetched yet. */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  offerLegacyRouter();
  registerRemotes(Object.entries(config.remotes).map(([name, remote]) => ({ name, entry: remote.entry })));
}

let registered = false;

/**
 * registerRuntimeRemotes once per page: by the entry when the page carries its config
 * (startRouteRemote), else by the bootstrap (the runtime warns on a second registration).
 */
export function registerRuntimeRemotesOnce(config: RuntimeConfig): void {
  if (registered) return;
  registered = true;
  registerRuntimeRemotes(config);
}

/** A remote's ./App module, checked to be one. */
async function loadRemoteApp(remote: string): Promise<RemoteAppModule> {
  const module = await loadRemote<RemoteAppModule>(`${remote}/App`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote "${remote}" did not expose a component as ./App`);
  }
  return module;
}

/** The remote serving `pathname`, the route pattern it matched (the config's paths are literal) and its access. */
export function routeRemote(
  config: RuntimeConfig,
  pathname: string,
): { remote: string; path: string; access: RouteAccess } | undefined {
  // As the router matches: case-insensitive, a trailing slash ignored.
  const wanted = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  for (const [remote, { routes }] of Object.entries(config.remotes)) {
    const route = routes.find((candidate) => candidate.path.toLowerCase() === wanted);
    if (route) return { remote, path: route.path, access: route.access };
  }
  return undefined;
}

const started = new Map<string, Promise<RemoteAppModule>>();

/**
 * Starts loading `remote`'s ./App and then, when the remote was built for this shell's contract, the
 * page of `path` (its preloadPage, contract 3.5.0; none for null); a remote the registry will refuse
 * runs no page code. A failure is left to whoever takes the load (takeRemoteApp): it is the registry's to show.
 */
function startRemoteApp(remote: string, path: string | null): void {
  if (started.has(remote)) return;
  const loading = loadRemoteApp(remote);
  loading
    .then(({ platformContract: range, preloadPage }) => {
      if (path === null || typeof range !== 'string' || !satisfies(PLATFORM_CONTRACT_VERSION, range)) return;
      if (typeof preloadPage === 'function') return preloadPage(path);
    })
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
 * remotes are registered and the current route's remote and page start loading now, so that they are
 * ready when React renders the route (a pre-rendered page then hydrates in one pass). Only the
 * route's remote is fetched (the host's share strategy is loaded-first: webpack.shared.cjs).
 */
export function startRouteRemote(
  config: RuntimeConfig | null,
  pathname: string = window.location.pathname,
  signedIn: () => boolean = () => mayBeSignedInHere(),
): void {
  if (!config) return;
  registerRuntimeRemotesOnce(config);
  const route = routeRemote(config, pathname);
  if (!route) return;
  // A protected page's code is for a visitor who has signed in on this browser before (SPEC §3's
  // `uid`); anyone else is sent to /login, which needs the bandwidth.
  const pageNeeded = route.access === 'open' || signedIn();
  startRemoteApp(route.remote, pageNeeded ? route.path : null);
}
