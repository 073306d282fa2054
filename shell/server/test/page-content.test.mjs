import { describe, expect, test } from '@jest/globals';
import { createPageContent } from '../prerender/page-content.mjs';

const ENTRY = 'http://marketing.test/mf-manifest.json';
const config = {
  remotes: {
    marketing: {
      entry: 'http://marketing.test/remoteEntry.js',
      manifest: ENTRY,
      routes: [
        { path: '/planos', access: 'open' },
        { path: '/sobre', access: 'open' },
        { path: '/area-secreta', access: 'protected' },
      ],
    },
  },
  links: {},
};

/** A remote renderer as the remote's prerender build publishes it (CommonJS, shared packages only). */
function rendererCode(label, requires = 'react') {
  return `
    const React = require(${JSON.stringify(requires)});
    exports.PRERENDER_FORMAT = 1;
    exports.routes = ['/planos', '/sobre', '/area-secreta'];
    exports.dataNeeds = (route) => (route === '/planos' ? ['/api/catalog/plans'] : []);
    exports.pageChunk = (route) => (route === '/planos' ? 'page-plans' : null);
    exports.showsTime = (route) => route === '/planos';
    exports.createPage = (seed) => () =>
      React.createElement('p', null, ${JSON.stringify(label)} + ' ' + JSON.stringify(seed.api) +
        (seed.renderedAt === undefined ? '' : ' at ' + seed.renderedAt));
  `;
}

function fakeNetwork() {
  const files = {
    [ENTRY]: '{"id":"v1"}',
    'http://marketing.test/prerender/index.json': '{"format":1,"renderer":"renderer.aaaa1111.cjs"}',
    'http://marketing.test/prerender/renderer.aaaa1111.cjs': rendererCode('v1'),
    'http://api.test/api/catalog/plans': '{"plans":["Elite R$ 99,90"]}',
  };
  const requests = [];
  const fetchImpl = async (url) => {
    requests.push(String(url));
    const body = files[String(url)];
    if (body === undefined) return new Response('not found', { status: 404 });
    return new Response(body, { status: 200 });
  };
  return { files, requests, fetchImpl };
}

/** The shell's frame, reduced to what these tests look at: it renders the remote's page inside. */
async function loadShellRenderer() {
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  return {
    renderPage: async ({ RemoteApp, url, year }) =>
      `<main data-url="${url}" data-year="${year}">${renderToString(React.createElement(RemoteApp))}</main>`,
  };
}

async function setUp(overrides = {}) {
  const network = fakeNetwork();
  let clock = Date.UTC(2026, 0, 1, 2, 0); // still 31 December 2025 in Brazil
  const shell = await loadShellRenderer();
  const pageContent = createPageContent({
    runtimeConfig: async () => config,
    apiUrl: 'http://api.test',
    fetchImpl: network.fetchImpl,
    loadShellRenderer: () => shell,
    now: () => clock,
    log: { warn: () => {} },
    ...overrides,
  });
  return { network, pageContent, advance: (ms) => (clock += ms) };
}

describe('pageContent (pre-rendered pages)', () => {
  test("renders the remote's page inside the shell frame with the catalog data, and hands the data over", async () => {
    const { pageContent } = await setUp();
    const content = await pageContent({ pathname: '/planos', search: '?x=1', route: null });
    expect(content.html).toContain('data-url="/planos?x=1"');
    expect(content.html).toContain(
      'v1 {&quot;/api/catalog/plans&quot;:{&quot;plans&quot;:[&quot;Elite R$ 99,90&quot;]}}',
    );
    expect(content.data.api).toEqual({ '/api/catalog/plans': { plans: ['Elite R$ 99,90'] } });
    expect(content.data.year).toBe(2025); // the copyright year as Brazil sees it
  });

  test('a page that shows the time is rendered with its render time (whole seconds), and hands it over', async () => {
    const { pageContent, advance } = await setUp();
    advance(1500);
    const timed = await pageContent({ pathname: '/planos', search: '', route: null });
    const at = Date.UTC(2026, 0, 1, 2, 0, 1);
    expect(timed.data.renderedAt).toBe(at);
    expect(timed.html).toContain(` at ${at}`);
    advance(300); // the same second: the same page
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).html).toBe(timed.html);
    advance(1000);
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).data.renderedAt).toBe(
      at + 1000,
    );
    const timeless = await pageContent({ pathname: '/sobre', search: '', route: null });
    expect(timeless.data).not.toHaveProperty('renderedAt');
    expect(timeless.html).not.toContain(' at ');
  });

  test('only open routes of a remote that publishes them; others are left to the browser', async () => {
    const { pageContent } = await setUp();
    await expect(pageContent({ pathname: '/area-secreta', search: '', route: null })).resolves.toBeNull();
    await expect(pageContent({ pathname: '/nao-existe', search: '', route: null })).resolves.toBeNull();
    await expect(pageContent({ pathname: '/sobre/', search: '', route: null })).resolves.not.toBeNull();
  });

  test('a new remote release (changed manifest) is picked up; an unchanged one is not fetched again', async () => {
    const { pageContent, network, advance } = await setUp();
    expect((await pageContent({ pathname: '/sobre', search: '', route: null })).html).toContain('v1');
    network.files[ENTRY] = '{"id":"v2"}';
    network.files['http://marketing.test/prerender/index.json'] =
      '{"format":1,"renderer":"renderer.bbbb2222.cjs"}';
    network.files['http://marketing.test/prerender/renderer.bbbb2222.cjs'] = rendererCode('v2');
    expect((await pageContent({ pathname: '/sobre', search: '', route: null })).html).toContain('v1'); // within 5 s
    advance(6000);
    expect((await pageContent({ pathname: '/sobre', search: '', route: null })).html).toContain('v2');
    const rendererFetches = network.requests.filter((url) => url.endsWith('.cjs'));
    advance(6000);
    await pageContent({ pathname: '/sobre', search: '', route: null });
    expect(network.requests.filter((url) => url.endsWith('.cjs'))).toEqual(rendererFetches);
  });

  test('remote down, API down, or a renderer that requires anything but the shared packages → null', async () => {
    const down = await setUp({ fetchImpl: async () => Promise.reject(new Error('ECONNREFUSED')) });
    await expect(down.pageContent({ pathname: '/sobre', search: '', route: null })).resolves.toBeNull();

    const apiDown = await setUp();
    delete apiDown.network.files['http://api.test/api/catalog/plans'];
    await expect(apiDown.pageContent({ pathname: '/planos', search: '', route: null })).resolves.toBeNull();
    await expect(
      apiDown.pageContent({ pathname: '/sobre', search: '', route: null }),
    ).resolves.not.toBeNull();

    const greedy = await setUp();
    greedy.network.files['http://marketing.test/prerender/renderer.aaaa1111.cjs'] = rendererCode(
      'x',
      'node:fs',
    );
    await expect(greedy.pageContent({ pathname: '/sobre', search: '', route: null })).resolves.toBeNull();
  });

  test('catalog answers are reused for a few seconds only: prices follow the catalog', async () => {
    const { pageContent, network, advance } = await setUp();
    await pageContent({ pathname: '/planos', search: '', route: null });
    network.files['http://api.test/api/catalog/plans'] = '{"plans":["Elite R$ 79,90"]}';
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).html).toContain('99,90');
    advance(6000);
    // Stale: this render has the known answer at once while the API is asked again in the background.
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).html).toContain('99,90');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).html).toContain('79,90');
  });

  test("inlines the page's CSS (the exposed App's and its page chunk's; CSS it cannot fetch is linked) and names its scripts for after the paint", async () => {
    const { pageContent, network } = await setUp();
    network.files['http://marketing.test/page-assets.json'] = JSON.stringify({
      format: 1,
      groups: {
        __federation_expose_App: { css: ['app.1111.css'], js: ['app.1111.js'] },
        'page-plans': { css: ['341.aaaa.css'], js: ['page-plans.bbbb.js', 'vendor.cccc.js'] },
        'page-about': { css: ['99.dddd.css'], js: ['page-about.eeee.js'] },
      },
    });
    network.files['http://marketing.test/app.1111.css'] = '.app{color:red}';
    network.files['http://marketing.test/99.dddd.css'] = '.about{}';
    const plans = await pageContent({ pathname: '/planos', search: '', route: null });
    expect(plans.head).toBe(
      [
        '<style data-href="http://marketing.test/app.1111.css">.app{color:red}</style>',
        '<link rel="stylesheet" href="http://marketing.test/341.aaaa.css">', // 404 on the remote
      ].join(''),
    );
    expect(plans.scripts).toEqual([
      'http://marketing.test/app.1111.js',
      'http://marketing.test/page-plans.bbbb.js',
      'http://marketing.test/vendor.cccc.js',
    ]);
    // A route whose page names no chunk gets the exposed App's files only; another page's are not named.
    const about = await pageContent({ pathname: '/sobre', search: '', route: null });
    expect(about.head).not.toContain('99.dddd.css');
    expect(about.head).toContain('<style data-href="http://marketing.test/app.1111.css">');
  });

  test("the page CSS is fetched once per remote release, and a new release's is fetched anew", async () => {
    const { pageContent, network, advance } = await setUp();
    network.files['http://marketing.test/page-assets.json'] = JSON.stringify({
      format: 1,
      groups: { 'page-plans': { css: ['341.aaaa.css'], js: [] } },
    });
    network.files['http://marketing.test/341.aaaa.css'] = '.v1{}';
    const cssFetches = () => network.requests.filter((url) => url.endsWith('.css')).length;
    for (let i = 0; i < 3; i += 1) {
      expect((await pageContent({ pathname: '/planos', search: '', route: null })).head).toContain('.v1{}');
      advance(6000); // the manifest is checked again, unchanged
    }
    expect(cssFetches()).toBe(1);

    network.files[ENTRY] = '{"id":"v2"}';
    network.files['http://marketing.test/page-assets.json'] = JSON.stringify({
      format: 1,
      groups: { 'page-plans': { css: ['341.bbbb.css'], js: [] } },
    });
    network.files['http://marketing.test/341.bbbb.css'] = '.v2{}';
    const head = (await pageContent({ pathname: '/planos', search: '', route: null })).head;
    expect(head).toBe('<style data-href="http://marketing.test/341.bbbb.css">.v2{}</style>');
    expect(cssFetches()).toBe(2);
  });

  test('a remote without page-assets.json (an older release) is still pre-rendered, with no links', async () => {
    const { pageContent } = await setUp();
    const content = await pageContent({ pathname: '/planos', search: '', route: null });
    expect(content.html).toContain('v1');
    expect(content.head).toBe('');
  });

  test('unsafe file names in page-assets.json are dropped', async () => {
    const { pageContent, network } = await setUp();
    network.files['http://marketing.test/page-assets.json'] = JSON.stringify({
      format: 1,
      groups: { 'page-plans': { css: ['../../etc/passwd', 'x.css"><script>', 'ok.css'], js: [42] } },
    });
    const content = await pageContent({ pathname: '/planos', search: '', route: null });
    expect(content.head).toBe('<link rel="stylesheet" href="http://marketing.test/ok.css">');
  });
});

describe('pageContent: concurrency bound and metrics', () => {
  test('past maxConcurrentRenders a page is left to the browser at once (degraded, refused), and counted', async () => {
    const counts = { rendered: 0, refused: 0 };
    const metrics = {
      rendered: () => (counts.rendered += 1),
      refused: () => (counts.refused += 1),
    };
    let release;
    const held = new Promise((resolve) => (release = resolve));
    const { pageContent } = await setUp({
      maxConcurrentRenders: 1,
      metrics,
      loadShellRenderer: () => ({ renderPage: async ({ url }) => (await held, `<main>${url}</main>`) }),
    });
    const first = pageContent({ pathname: '/sobre', search: '?a', route: null });
    // Let the first render start before the second asks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(pageContent({ pathname: '/sobre', search: '?b', route: null })).resolves.toEqual({
      degraded: true,
    });
    expect(counts).toEqual({ rendered: 0, refused: 1 });
    release();
    expect((await first).html).toBe('<main>/sobre?a</main>');
    // The slot is free again.
    expect((await pageContent({ pathname: '/sobre', search: '?b', route: null })).html).toBe(
      '<main>/sobre?b</main>',
    );
    expect(counts).toEqual({ rendered: 2, refused: 1 });
  });
});
