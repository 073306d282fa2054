import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import type { EarlyNavigation } from '../index';
import { createFakePlatform, FAKE_EARLY_NAVIGATION_ATTRIBUTE, renderRemote } from '../testing/fake-platform';
import {
  applyEarlyNavigation,
  createRemoteApp,
  lazyPages,
  pagePreloader,
  useEarlyInputMarker,
  useEarlyNavigation,
  usePlatform,
  usePreloadPage,
} from './remote-app';

function Page() {
  const { version } = usePlatform();
  return <h1>page on {version}</h1>;
}

describe('createRemoteApp (the remote skeleton)', () => {
  const App = createRemoteApp({ '/x': Page });

  it('renders the page for the matched route with the platform in context', () => {
    renderRemote(App, { path: '/x', platform: createFakePlatform({ contractVersion: '3.0.0' }) });
    expect(screen.getByRole('heading', { name: 'page on 3.0.0' })).toBeInTheDocument();
  });

  it("renders the platform's NotFound for a route it does not serve (not inherited keys either)", () => {
    renderRemote(App, { path: 'toString' });
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });

  it('usePlatform outside the App throws a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderRemote(() => <Page />, { path: '/x' })).toThrow(/inside the remote App/);
    jest.restoreAllMocks();
  });
});

describe('lazyPages', () => {
  it('gives routes that name the same chunk the same lazy page, and renders it', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const pages = lazyPages({ 'page-x': load }, { '/x': 'page-x', '/y': 'page-x' });
    expect(pages['/x']).toBe(pages['/y']);
    renderRemote(createRemoteApp(pages), { path: '/y' });
    expect(await screen.findByRole('heading', { name: /^page on/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preloaded page renders at once, without suspending (it hydrates with the shell)', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const pages = lazyPages({ 'page-x': load }, { '/x': 'page-x' });
    await pagePreloader(pages)('/x');
    renderRemote(createRemoteApp(pages), { path: '/x' });
    // Synchronously there: no Suspense fallback, no await.
    expect(screen.getByRole('heading', { name: /^page on/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page whose chunk failed loads again on its next mount (React.lazy alone keeps the failure)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Page });
    const pages = lazyPages({ 'page-x': load }, { '/x': 'page-x' });
    await expect(pagePreloader(pages)('/x')).rejects.toThrow('chunk failed');
    renderRemote(createRemoteApp(pages), { path: '/x' });
    expect(await screen.findByRole('heading', { name: /^page on/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });

  it('preloadPage loads nothing for a route the remote does not serve', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const preloadPage = pagePreloader(lazyPages({ 'page-x': load }, { '/x': 'page-x' }));
    await preloadPage('/y');
    expect(load).not.toHaveBeenCalled();
  });

  /** A component that shows `text` and hands out the usePreloadPage() it got. */
  function preloaderProbe(text: string) {
    const seen: { preload?: (path: string) => Promise<void> } = {};
    function Probe() {
      const preload = usePreloadPage();
      useEffect(() => {
        seen.preload = preload;
      }, [preload]);
      return <p>{text}</p>;
    }
    return { Probe, seen };
  }

  it("usePreloadPage: a page loads another page of its remote (where it leads), which then renders at once; another remote's route loads nothing", async () => {
    const loadNext = jest.fn(async () => ({ default: Page }));
    const { Probe, seen } = preloaderProbe('leading');
    const pages = lazyPages(
      { 'page-a': async () => ({ default: Probe }), 'page-b': loadNext },
      { '/a': 'page-a', '/b': 'page-b' },
    );
    const App = createRemoteApp(pages);
    const { unmount } = renderRemote(App, { path: '/a' });
    await screen.findByText('leading');
    await seen.preload!('/elsewhere');
    expect(loadNext).not.toHaveBeenCalled();
    await seen.preload!('/b');
    expect(loadNext).toHaveBeenCalledTimes(1);
    unmount();
    renderRemote(App, { path: '/b' });
    expect(screen.getByRole('heading', { name: /^page on/ })).toBeInTheDocument();
    expect(loadNext).toHaveBeenCalledTimes(1);
  });

  it('usePreloadPage outside a remote App loads nothing, not even a route another remote App serves', async () => {
    const loadB = jest.fn(async () => ({ default: Page }));
    const App = createRemoteApp(lazyPages({ 'page-b': loadB }, { '/b': 'page-b' }));
    const { Probe, seen } = preloaderProbe('outside');
    renderRemote(
      (props) => (
        <>
          <App {...props} />
          <Probe />
        </>
      ),
      { path: '/x' },
    );
    await screen.findByText('outside');
    await seen.preload!('/b');
    expect(loadB).not.toHaveBeenCalled();
  });

  it('fails at once on a route that names no chunk', () => {
    expect(() => lazyPages({}, { '/x': 'page-x' })).toThrow('route /x names no page chunk "page-x"');
  });
});

describe('early input (since 3.1.0)', () => {
  function Marked() {
    const marker = useEarlyInputMarker();
    return (
      <button type="button" {...marker}>
        Copiar cupom
      </button>
    );
  }
  const App = createRemoteApp({ '/x': Marked });

  it('marks controls in the server HTML only, and replays once the page has committed, once', async () => {
    const platform = createFakePlatform({ contractVersion: '3.1.0' });
    expect(renderToString(<App path="/x" platform={platform} />)).toContain('data-early-input="page"');
    const { rerender } = renderRemote(App, { path: '/x', platform });
    // Rendered (or hydrated) by the browser, the app handles presses itself: no marker.
    expect(screen.getByRole('button', { name: 'Copiar cupom' })).not.toHaveAttribute('data-early-input');
    await waitFor(() => expect(platform.earlyInput?.replays).toBe(1));
    rerender(<App path="/x" platform={platform} />);
    expect(platform.earlyInput?.replays).toBe(1);
  });

  it('on a 3.0.0 shell (no earlyInput) marks nothing and replays nothing', () => {
    const platform = createFakePlatform({ contractVersion: '3.0.0' });
    expect(platform.earlyInput).toBeUndefined();
    expect(renderToString(<App path="/x" platform={platform} />)).not.toContain('data-early-input');
    renderRemote(App, { path: '/x', platform });
    expect(screen.getByRole('button', { name: 'Copiar cupom' })).toBeInTheDocument();
  });

  it('waits for a lazy page: nothing is replayed before the page has rendered', async () => {
    let resolve: (module: { default: typeof Marked }) => void = () => undefined;
    const pages = lazyPages({ x: () => new Promise((r) => void (resolve = r)) }, { '/x': 'x' });
    const { platform } = renderRemote(createRemoteApp(pages), {
      path: '/x',
      platform: createFakePlatform({ contractVersion: '3.1.0' }),
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(platform.earlyInput?.replays).toBe(0);
    resolve({ default: Marked });
    await screen.findByRole('button', { name: 'Copiar cupom' });
    await waitFor(() => expect(platform.earlyInput?.replays).toBe(1));
  });
});

describe('early navigation (since 3.4.0)', () => {
  const effect: EarlyNavigation = {
    to: '/cadastro',
    store: { loginRedirectUrl: '/upsell' },
    storeHere: 'campaign_id',
  };
  function Choose() {
    const attributes = useEarlyNavigation(effect);
    return (
      <button type="button" {...attributes}>
        Começar agora
      </button>
    );
  }
  const App = createRemoteApp({ '/x': Choose });

  it('carries the effect in the server HTML only; a 3.3.0 shell gets the plain marker', () => {
    const html = renderToString(<App path="/x" platform={createFakePlatform()} />);
    expect(html).toContain('data-early-input="page"');
    expect(html).toContain(FAKE_EARLY_NAVIGATION_ATTRIBUTE);
    const older = renderToString(
      <App path="/x" platform={createFakePlatform({ contractVersion: '3.3.0' })} />,
    );
    expect(older).toContain('data-early-input="page"');
    expect(older).not.toContain(FAKE_EARLY_NAVIGATION_ATTRIBUTE);
    renderRemote(App, { path: '/x' });
    expect(screen.getByRole('button', { name: 'Começar agora' })).not.toHaveAttribute(
      FAKE_EARLY_NAVIGATION_ATTRIBUTE,
    );
  });

  it('applyEarlyNavigation does what the capture script does: the stores, the page, then the navigation', () => {
    const platform = createFakePlatform();
    applyEarlyNavigation(platform, effect, '/planos?utm_source=ads');
    expect(platform.storage.get('loginRedirectUrl')).toBe('/upsell');
    expect(platform.storage.get('campaign_id')).toBe('/planos?utm_source=ads');
    expect(platform.navigation.calls).toEqual([{ type: 'go', path: '/cadastro', replace: false }]);
  });
});
