/**
 * The remote skeleton every remote shares (bundled into each remote at build time; not a federated
 * module): the `./App` component that renders the page for the route the shell matched, and the
 * React context that keeps the platform object for the remote's pages.
 */
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type {
  EarlyCopy,
  EarlyInput,
  EarlyNavigation,
  Platform,
  RemoteAppProps,
  StorageKey,
  StorageSchema,
} from '../index';
import { negotiatePlatform, type NegotiatedPlatform } from './negotiate-platform';
import { useHydrated } from './use-hydrated';

// Shared helpers a remote bundles (values: remotes import the contract's index as types only).
export { planEventData } from '../plan-event-data';

// One context per remote bundle: each remote carries its own copy of this module.
const PlatformContext = createContext<NegotiatedPlatform | null>(null);

/** Negotiates once per platform object (negotiate-platform.ts): pages see every optional member. */
export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  const negotiated = useMemo(() => negotiatePlatform(platform), [platform]);
  return <PlatformContext.Provider value={negotiated}>{children}</PlatformContext.Provider>;
}

/**
 * The shell's services for this page (the platform object the shell passed to ./App), with the
 * documented fallback of any optional member an older shell lacks.
 */
export function usePlatform(): NegotiatedPlatform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside the remote App (createRemoteApp)');
  return platform;
}

const NO_MARKER: EarlyInput['marker'] = Object.freeze({});

/**
 * The attributes that mark a control as needing the app (EarlyInput.marker) while it has none: on
 * the server and while the page hydrates. A press in that time is recorded and replayed once the page
 * has hydrated; from the render after hydration on, the marker is gone (the app handles presses). `{}`
 * on a shell without it (< 3.1.0), in a page the browser renders itself, and outside a remote App.
 */
export function useEarlyInputMarker(): EarlyInput['marker'] {
  const marker = useContext(PlatformContext)?.earlyInput?.marker;
  const hydrated = useHydrated();
  return marker && !hydrated ? marker : NO_MARKER;
}

/**
 * The attributes for a control whose effect, signed out, is `effect` (EarlyInput.navigate): the page's
 * capture script performs it at a press before hydration; the app's handler does the same with
 * `applyEarlyNavigation`. `null` (e.g. no effect for this control) or a shell before 3.4.0 gives the
 * plain marker; like the marker, `{}` once hydrated, in a page the browser renders itself, and
 * outside a remote App.
 */
export function useEarlyNavigation(effect: EarlyNavigation | null): EarlyInput['marker'] {
  const earlyInput = useContext(PlatformContext)?.earlyInput;
  const hydrated = useHydrated();
  if (!earlyInput || hydrated) return NO_MARKER;
  return effect && earlyInput.navigate ? earlyInput.navigate(effect) : earlyInput.marker;
}

/**
 * The attributes for a button that copies `effect.text` with a success toast (EarlyInput.copy): the
 * capture script copies at a press before hydration. A shell before 3.4.0 gives the plain marker;
 * `{}` once hydrated, as `useEarlyInputMarker`.
 */
export function useEarlyCopy(effect: EarlyCopy): EarlyInput['marker'] {
  const earlyInput = useContext(PlatformContext)?.earlyInput;
  const hydrated = useHydrated();
  if (!earlyInput || hydrated) return NO_MARKER;
  return earlyInput.copy ? earlyInput.copy(effect) : earlyInput.marker;
}

/**
 * What a press on a control marked with `useEarlyNavigation(effect)` does in the app, for a visitor
 * who is signed out: the same stores, then the same navigation, as the capture script performs them.
 * `here` is the current page's path and query string (`storeHere`'s value).
 */
export function applyEarlyNavigation(
  { storage, navigation }: Pick<Platform, 'storage' | 'navigation'>,
  effect: EarlyNavigation,
  here: string,
): void {
  for (const [key, value] of Object.entries(effect.store ?? {}) as [StorageKey, StorageSchema[StorageKey]][])
    storage.set(key, value);
  if (effect.storeHere) storage.set(effect.storeHere, here);
  navigation.go(effect.to);
}

/**
 * Replays the presses recorded before hydration once what it sits beside has committed: rendered
 * last inside the page's Suspense boundary, it commits with the page. It waits one more commit, the
 * one in which the page's fields have adopted what was typed before hydration (useAdoptTypedValue's
 * updates are batched with its own), so a replayed submit sends those values. Renders nothing.
 */
export function ReplayEarlyInput({ earlyInput }: { earlyInput: EarlyInput | undefined }) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => {
    // The one extra render is the point: it is the commit that carries the adopted field values.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (!committed) setCommitted(true);
    else earlyInput?.replay();
  }, [committed, earlyInput]);
  return null;
}

/**
 * A page of a remote: a component, and where its code is its own chunk (lazyPages), `preload()`,
 * which loads that chunk so that the page's next render does not suspend.
 */
export type RemotePage = ComponentType & { preload?: () => Promise<unknown> };

/** The pages a remote serves, by the route pattern the shell matched (shell/server/routes.json). */
export type RemotePages = Readonly<Record<string, RemotePage>>;

// The preloader of the remote whose page this is (createRemoteApp); outside one, it loads nothing.
const PagePreloaderContext = createContext<(path: string) => Promise<void>>(async () => undefined);

/**
 * Loads the code of one of this remote's pages by route pattern, as `./App`'s preloadPage does: for a
 * page that knows where it leads (a sign-in, to the user area), so that page's code loads while the
 * action's round trips run. Nothing for a route of another remote.
 */
export function usePreloadPage(): (path: string) => Promise<void> {
  return useContext(PagePreloaderContext);
}

/**
 * The module a remote exposes as ./App: its page for the matched route inside the platform context,
 * the shell's spinner while the page's chunk loads, the shell's 404 page for a route it does not serve;
 * once the page has hydrated, what was pressed before is replayed (ReplayEarlyInput).
 */
export function createRemoteApp(pages: RemotePages): ComponentType<RemoteAppProps> {
  const preloadPage = pagePreloader(pages);
  return function RemoteApp({ path, platform }: RemoteAppProps) {
    const { NotFound, Spinner } = platform.components;
    const Page = Object.hasOwn(pages, path) ? pages[path] : undefined;
    return (
      <PlatformProvider platform={platform}>
        <PagePreloaderContext.Provider value={preloadPage}>
          <Suspense fallback={<Spinner />}>
            {Page ? <Page /> : <NotFound />}
            <ReplayEarlyInput earlyInput={platform.earlyInput} />
          </Suspense>
        </PagePreloaderContext.Provider>
      </PlatformProvider>
    );
  };
}

/** Loads one page chunk: a dynamic import named by its webpackChunkName. */
export type PageLoad = () => Promise<{ default: ComponentType }>;

/**
 * A page whose chunk is loaded on its first render, or before by `preload()`. Once loaded it renders
 * the page itself, not the lazy wrapper: a pre-rendered page whose chunk arrived before hydration
 * (the shell preloads the route's page, preloadPage) hydrates with the shell in one pass instead of
 * suspending there and hydrating in a later one.
 */
function preloadablePage(load: PageLoad): RemotePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // React.lazy keeps a failure forever: the next mount ("Tentar novamente") gets a fresh one.
        loading = undefined;
        Lazy = lazy(start);
        throw error;
      },
    );
    return loading;
  };
  let Lazy = lazy(start);
  function Page() {
    // Fixed for the life of this page: one that mounted lazy stays lazy (switching the element type
    // would remount the page and lose what was typed).
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload: start });
}

/**
 * The ./App module's `preloadPage` (RemoteAppModule): loads the code of the page for a route pattern
 * (nothing for a route the remote does not serve or a page without its own chunk).
 */
export function pagePreloader(pages: RemotePages): (path: string) => Promise<void> {
  return async (path) => {
    const page = Object.hasOwn(pages, path) ? pages[path] : undefined;
    await page?.preload?.();
  };
}

/**
 * A remote's pages by route pattern from its page chunks: one lazy component per chunk, shared by
 * every route that names it (so `/signup` and `/cadastro` are the same page).
 */
export function lazyPages(
  loads: Readonly<Record<string, PageLoad>>,
  chunkOfRoute: Readonly<Record<string, string>>,
): RemotePages {
  const components = Object.fromEntries(
    Object.entries(loads).map(([chunk, load]) => [chunk, preloadablePage(load)]),
  );
  return Object.fromEntries(
    Object.entries(chunkOfRoute).map(([route, chunk]) => {
      const component = components[chunk];
      if (!component) throw new Error(`route ${route} names no page chunk "${chunk}"`);
      return [route, component];
    }),
  );
}
