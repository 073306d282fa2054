/**
 * Pre-rendered pages hydrate without a mismatch: for each route a remote (marketing, account) pre-renders,
 * the server HTML (the shell's frame + the remote's page, rendered as the shell server renders it)
 * is put in #root with its page data, then the browser's own tree (createShell + BrowserRouter, the
 * remote loaded lazily as in production) hydrates it. React reports any difference between the
 * server HTML and the first client render; on a mismatch it would also replace the server's nodes.
 */
import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  PRERENDER_FORMAT,
  writePageData,
  type PrerenderRenderer,
  type PrerenderedPageData,
} from '@busqy/platform-contract/prerender';
import accountRenderer from '../../../../account-remote/src/prerender/renderer';
import marketingRenderer from '../../../../marketing-remote/src/prerender/renderer';
import { plansResponse, promoResponse } from '../../../../marketing-remote/src/testing/catalog-fixtures';
import { createShell } from '../create-shell';
import { ShellRoutes } from '../ShellRoutes';
import type { RemoteAppModule } from '../../platform/contract';
import { testRuntimeConfig } from '../../testing/test-config';
import { createRemoteRegistry } from '../../features/remotes/api/remote-registry';
import { readPageData } from '../../lib/page-data';

type RemoteName = 'marketing' | 'account';

/** Each remote's published renderer, imported afresh inside the server's module registry. */
const SERVER_RENDERERS = {
  marketing: () => import('../../../../marketing-remote/src/prerender/renderer'),
  account: () => import('../../../../account-remote/src/prerender/renderer'),
};

/** Each remote's ./App as the browser loads it. */
const BROWSER_APPS: Record<RemoteName, () => Promise<RemoteAppModule>> = {
  marketing: async () => (await import('../../../../marketing-remote/src/App')) as unknown as RemoteAppModule,
  account: async () => (await import('../../../../account-remote/src/App')) as unknown as RemoteAppModule,
};

/**
 * Renders on the server side in its own module registry, as in production (another process): React's
 * server renderer leaves context values on the context objects, which the client must not inherit.
 */
async function renderOnServer(options: {
  url: string;
  remote: RemoteName;
  data: PrerenderedPageData;
}): Promise<string | null> {
  let html: string | null = null;
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('./render-page');
    const renderer: PrerenderRenderer = (await SERVER_RENDERERS[options.remote]()).default;
    html = await renderPage({
      config: testRuntimeConfig(),
      url: options.url,
      remote: options.remote,
      RemoteApp: renderer.createPage(options.data),
      year: options.data.year,
    });
  });
  return html;
}

// The server render runs here under jsdom, which lacks what react-dom/static uses in Node.
Object.assign(globalThis, { ReadableStream, setImmediate, IS_REACT_ACT_ENVIRONMENT: true });
jest.setTimeout(30_000);

const YEAR = 2026;

/** The API answers the catalog would give, by path (what the shell server fetches). */
function catalogAnswer(path: string): unknown {
  if (path === '/api/catalog/plans') return plansResponse();
  const promo = /^\/api\/catalog\/promos\/(.+)$/.exec(path);
  if (promo) return promoResponse(decodeURIComponent(promo[1]!));
  throw new Error(`no fixture for ${path}`);
}

const URLS: [string, RemoteName][] = [
  ['/', 'marketing'],
  ['/planos', 'marketing'],
  ['/selecionar-plano', 'marketing'],
  ['/planos-promo?promo=novo', 'marketing'],
  ['/planos-promo?promo=blackfriday', 'marketing'],
  ['/planos-promo?promo=comeback', 'marketing'],
  ['/bio', 'marketing'],
  ['/sobre', 'marketing'],
  ['/termos', 'marketing'],
  ['/politicas-de-privacidade', 'marketing'],
  ['/solucoes', 'marketing'],
  ['/login', 'account'],
  ['/signup', 'account'],
  ['/cadastro', 'account'],
  ['/esqueci-senha', 'account'],
];

const RENDERERS: Record<RemoteName, PrerenderRenderer> = {
  marketing: marketingRenderer,
  account: accountRenderer,
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.localStorage.clear();
  jest.restoreAllMocks();
});

test.each(['marketing', 'account'] as const)(
  'every open %s route the shell claims for it is a page its renderer publishes',
  (remote) => {
    const open = testRuntimeConfig().remotes[remote]!.routes.filter((r) => r.access === 'open');
    expect(RENDERERS[remote].pages.map((page) => page.path).sort()).toEqual(open.map((r) => r.path).sort());
  },
);

/**
 * Renders `url` as the server does, hydrates it as bootstrap.tsx does, and checks nothing changed.
 * `beforeHydration` acts on the server's HTML as a visitor would before the scripts arrive.
 */
async function expectHydratesWithoutMismatch(
  url: string,
  remote: RemoteName,
  beforeHydration?: (container: HTMLElement) => void,
) {
  const config = testRuntimeConfig();
  const [pathname, query = ''] = url.split('?');
  const search = query ? `?${query}` : '';
  const api = Object.fromEntries(
    RENDERERS[remote].dataNeeds(pathname!, search).map((path) => [path, catalogAnswer(path)]),
  );

  // A page that shows the time is rendered with its render time; the browser hydrates a few seconds
  // later, so a first client render that read the clock would paint other digits.
  const page = RENDERERS[remote].pages.find((definition) => definition.path === pathname);
  const data: PrerenderedPageData = { format: PRERENDER_FORMAT, year: YEAR, api };
  if (page?.showsTime) data.renderedAt = Math.floor(Date.now() / 1000) * 1000 - 7000;
  const html = await renderOnServer({ url, remote, data });
  expect(html).not.toBeNull();
  if (/blackfriday|comeback/.test(url)) {
    // The countdown's real digits are in the first paint, not placeholders.
    expect(html).toMatch(/role="timer"/);
    expect(html).toMatch(/>\d\d<\/span><span[^>]*>horas</);
    expect(html).not.toContain('>--<');
  }
  // The content is in the HTML itself: headline and, for catalog pages, the catalog's prices.
  expect(html).toContain('<h1');
  if (Object.keys(api).length) expect(html).toMatch(/R\$\s?\d/);
  expect(html).not.toContain('<!--$!-->'); // no boundary left to the client

  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="page-data">${writePageData(data)}</script>`;
  window.history.replaceState(null, '', url);
  const container = document.getElementById('root')!;
  const serverHeading = container.querySelector('h1');
  beforeHydration?.(container);

  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  // Seeded pages fetch nothing while hydrating; a request here would mean the data went missing.
  const fetchImpl = jest.fn(() => Promise.reject(new Error('unexpected fetch during hydration')));
  const shell = createShell({
    config,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    loadBackend: () => new Promise(() => {}),
    registry: createRemoteRegistry((name) => BROWSER_APPS[name as RemoteName]()),
    copyrightYear: readPageData()?.year,
    hydrating: true,
  });
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <ShellRoutes routes={shell.routes} attachNavigate={shell.attachNavigate} />
        </BrowserRouter>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // The remote and its page arrive as lazy modules: let every Suspense boundary hydrate.
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }

  expect(errors).toEqual([]);
  expect(container.querySelector('h1')).toBe(serverHeading); // the server's nodes were kept
  expect(fetchImpl).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  return container;
}

test.each(URLS)(
  '%s: the server HTML is what the first client render hydrates, without a mismatch',
  (url, remote) => expectHydratesWithoutMismatch(url, remote),
);

test.each([
  ['/', 'marketing'],
  ['/planos', 'marketing'],
  ['/login', 'account'],
] as const)(
  '%s: a returning visitor (a stored uid) hydrates the same signed-out HTML before their session is read',
  async (url, remote) => {
    window.localStorage.setItem('uid', 'user-1');
    await expectHydratesWithoutMismatch(url, remote);
  },
);

test('/planos: a billing period chosen on the native radios before hydration is kept, prices follow', async () => {
  const container = await expectHydratesWithoutMismatch('/planos', 'marketing', (page) => {
    expect(page.textContent).toContain('a cada 6 meses'); // the semiannual prices at first paint
    page.querySelector<HTMLInputElement>('input[type="radio"][value="month"]')!.click();
  });
  expect(container.querySelector<HTMLInputElement>('input[value="month"]')!.checked).toBe(true);
  expect(container.querySelector<HTMLInputElement>('input[value="biannual"]')!.checked).toBe(false);
  // The cards show the monthly prices: none says what the semester costs.
  expect(container.textContent).not.toContain('a cada 6 meses');
});

test('/: an FAQ answer opened before hydration stays open, without a warning', async () => {
  const container = await expectHydratesWithoutMismatch('/', 'marketing', (page) => {
    page.querySelector('details')!.open = true;
  });
  expect(container.querySelector('details')!.open).toBe(true);
});
