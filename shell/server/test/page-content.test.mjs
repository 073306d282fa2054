import { afterEach, describe, expect, test } from '@jest/globals';
import {
  PAGE_ASSETS_FILE,
  PAGE_ASSETS_FORMAT,
  PAGE_DATA_ID,
  PRERENDER_FORMAT,
  PRERENDER_INDEX_FILE,
  scriptJson,
} from '@busqy/platform-contract/prerender';
import { jsonForScript } from '../pages/html.js';
import { PRERENDER_FILES } from '../prerender/prerender-files.js';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createPageContent } from '../prerender/page-content.js';
import { createRemoteReleases } from '../prerender/remote-releases.js';
import { TEST_FRAME, publish, rendererCode, serveFiles } from './fixture-remotes.mjs';
import { close, listen } from './helpers.mjs';

const cleanups = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

function configFor(remote) {
  return {
    remotes: {
      marketing: {
        entry: `${remote.origin}/remoteEntry.js`,
        manifest: `${remote.origin}/mf-manifest.json`,
        routes: [
          { path: '/planos', access: 'open' },
          { path: '/sobre', access: 'open' },
          { path: '/area-secreta', access: 'protected' },
          { path: '/lento', access: 'open' },
          { path: '/planos-promo', access: 'open' },
        ],
      },
    },
    links: {},
  };
}

/** The marketing remote (release v1) and the API, over HTTP; a page content with the test frame. */
/** The page data a content hands over (its text, from the frame's writer). */
const dataOf = (content) => JSON.parse(content.pageData);

async function setUp(overrides = {}) {
  const remote = await serveFiles();
  const api = await serveFiles({ '/api/catalog/plans': '{"plans":["Elite R$ 99,90"]}' });
  publish(remote, { id: 'v1', code: rendererCode('v1') });
  let clock = Date.UTC(2026, 0, 1, 2, 0); // still 31 December 2025 in Brazil
  const config = configFor(remote);
  const warnings = [];
  const log = { warn: (line) => warnings.push(line) };
  const now = () => clock;
  const releases = createRemoteReleases({ runtimeConfig: async () => config, now, log });
  const pageContent = createPageContent({
    runtimeConfig: async () => config,
    apiUrl: api.origin,
    shellRenderer: TEST_FRAME,
    releases,
    now,
    log,
    ...overrides,
  });
  cleanups.push(remote.close, api.close, pageContent.close);
  await pageContent.ready();
  return { remote, api, config, releases, warnings, pageContent, advance: (ms) => (clock += ms) };
}

describe('pageContent (pre-rendered pages)', () => {
  test("the test frame stands in for the shell's: the contract's pre-render format", async () => {
    const frame = createRequire(import.meta.url)(TEST_FRAME);
    expect(frame.PRERENDER_FORMAT).toBe(PRERENDER_FORMAT);
    expect(JSON.parse(frame.writePageData({ format: PRERENDER_FORMAT, year: 2026, api: {} }))).toEqual({
      format: PRERENDER_FORMAT,
      year: 2026,
      api: {},
    });
  });

  test("the server reads the contract's names, versions and script-JSON escapes (its JSON part)", () => {
    expect(PRERENDER_FILES).toEqual({
      pageDataId: PAGE_DATA_ID,
      pageAssets: { file: PAGE_ASSETS_FILE, format: PAGE_ASSETS_FORMAT },
      prerenderIndex: PRERENDER_INDEX_FILE,
      scriptJsonEscapes: expect.any(Object),
    });
    // The shell's own JSON in <script> (runtime config, JSON-LD) is escaped as the page data is.
    const nasty = { a: '</script><!-- & \u2028 \u2029 >', b: ['<b>', 1, null] };
    expect(jsonForScript(nasty)).toBe(scriptJson(nasty));
    expect(jsonForScript(nasty)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(jsonForScript(nasty))).toEqual(nasty);
  });

  test("renders the remote's page inside the shell frame with the catalog data, and hands the data over", async () => {
    const { pageContent } = await setUp();
    const content = await pageContent({ pathname: '/planos', search: '?x=1', route: null });
    expect(content.html).toContain('data-url="/planos?x=1"');
    expect(content.html).toContain(
      'v1 {&quot;/api/catalog/plans&quot;:{&quot;plans&quot;:[&quot;Elite R$ 99,90&quot;]}}',
    );
    expect(dataOf(content).api).toEqual({ '/api/catalog/plans': { plans: ['Elite R$ 99,90'] } });
    // The copyright year as Brazil sees it, in the page data of the contract's format.
    expect(dataOf(content)).toMatchObject({ format: PRERENDER_FORMAT, year: 2025 });
    // The remote's head, given the same data (run in the worker too).
    expect(content.pageHead).toMatchObject({ title: 'v1 /planos', description: '/api/catalog/plans' });
  });

  test("the renderer's code runs in a render worker, never on the server's own thread", async () => {
    const { remote, pageContent } = await setUp();
    publish(remote, { id: 'v1', code: rendererCode('v1', { top: 'globalThis.ranHere = true;' }) });
    expect((await pageContent({ pathname: '/sobre', search: '', route: null })).html).toContain('v1');
    expect(globalThis.ranHere).toBeUndefined();
  });

  test('a page that shows the time is rendered with its render time (whole seconds), and hands it over', async () => {
    const { pageContent, advance } = await setUp();
    advance(1500);
    const timed = await pageContent({ pathname: '/planos', search: '', route: null });
    const at = Date.UTC(2026, 0, 1, 2, 0, 1);
    expect(dataOf(timed).renderedAt).toBe(at);
    expect(timed.html).toContain(` at ${at}`);
    advance(300); // the same second: the same page
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).html).toBe(timed.html);
    advance(1000);
    expect(dataOf(await pageContent({ pathname: '/planos', search: '', route: null })).renderedAt).toBe(
      at + 1000,
    );
    const timeless = await pageContent({ pathname: '/sobre', search: '', route: null });
    expect(dataOf(timeless)).not.toHaveProperty('renderedAt');
    expect(timeless.html).not.toContain(' at ');
  });

  test('only open routes of a remote that publishes them; others are left to the browser', async () => {
    const { pageContent } = await setUp();
    await expect(pageContent({ pathname: '/area-secreta', search: '', route: null })).resolves.toBeNull();
    await expect(pageContent({ pathname: '/nao-existe', search: '', route: null })).resolves.toBeNull();
    await expect(pageContent({ pathname: '/sobre/', search: '', route: null })).resolves.not.toBeNull();
  });

  test('a new remote release (changed manifest) is picked up, served stale while it loads; an unchanged one is not fetched again', async () => {
    const { pageContent, remote, releases, advance } = await setUp();
    const sobre = () => pageContent({ pathname: '/sobre', search: '', route: null });
    expect((await sobre()).html).toContain('v1');
    publish(remote, { id: 'v2', code: rendererCode('v2') });
    expect((await sobre()).html).toContain('v1'); // within 5 s
    advance(6000);
    expect((await sobre()).html).toContain('v1'); // stale while the new release loads
    await releases.settled();
    expect((await sobre()).html).toContain('v2');
    const rendererFetches = remote.requests.filter((path) => path.endsWith('.cjs'));
    expect(rendererFetches).toHaveLength(2);
    advance(6000);
    await sobre();
    await releases.settled();
    expect(remote.requests.filter((path) => path.endsWith('.cjs'))).toEqual(rendererFetches);
  });

  test("a dev server's manifest (no renderer named, never changing): a rebuilt renderer is picked up from its index", async () => {
    const { pageContent, remote, releases, advance } = await setUp();
    const sobre = () => pageContent({ pathname: '/sobre', search: '', route: null });
    publish(remote, { id: 'dev', code: rendererCode('edit 1'), pinned: false });
    advance(6000);
    await sobre();
    await releases.settled();
    expect((await sobre()).html).toContain('edit 1');
    // The watch build writes a new renderer and index; the manifest's text stays the same.
    publish(remote, { id: 'dev', code: rendererCode('edit 2'), pinned: false });
    advance(6000);
    expect((await sobre()).html).toContain('edit 1'); // stale while it loads
    await releases.settled();
    expect((await sobre()).html).toContain('edit 2');
    // Unchanged: its index is read again at each check, its renderer is not fetched again.
    const rendererFetches = remote.requests.filter((path) => path.endsWith('.cjs'));
    advance(6000);
    await sobre();
    await releases.settled();
    expect(remote.requests.filter((path) => path.endsWith('.cjs'))).toEqual(rendererFetches);
    expect(remote.requests.at(-1)).toBe('/prerender/index.json');
  });

  test('a manifest that names its renderer (a production build) is all that is read while it is unchanged', async () => {
    const { pageContent, remote, releases, advance } = await setUp();
    const sobre = () => pageContent({ pathname: '/sobre', search: '', route: null });
    await sobre();
    await releases.settled();
    const before = remote.requests.length;
    advance(6000);
    await sobre();
    await releases.settled();
    expect(remote.requests.slice(before)).toEqual(['/mf-manifest.json 304']);
  });

  test("a browser's remote override (non-production): pre-rendered by the override's renderer when its origin is allowed, refused otherwise", async () => {
    const dev = await serveFiles();
    cleanups.push(dev.close);
    publish(dev, { id: 'dev', code: rendererCode('from the override'), pinned: false });
    for (const allowed of [true, false]) {
      const { remote, config } = await setUp();
      const warnings = [];
      const overridden = configFor({ origin: dev.origin });
      const pageContent = createPageContent({
        runtimeConfig: async () => config,
        remoteOverrideOrigins: allowed ? [dev.origin] : [],
        apiUrl: remote.origin,
        shellRenderer: TEST_FRAME,
        log: { warn: (line) => warnings.push(line) },
      });
      cleanups.push(pageContent.close);
      await pageContent.ready();
      // The request's config (remote-overrides.ts forRequest) names the override's manifest.
      const content = await pageContent({ pathname: '/sobre', search: '', route: null, config: overridden });
      if (allowed) {
        expect(content.html).toContain('from the override');
      } else {
        expect(content).toBeNull(); // the browser renders it
        expect(warnings.join('\n')).toMatch(/refused renderer .*not on the remote's configured origin/);
      }
    }
  });

  test("an API read that fails is logged on the page request's log (its lines carry the request id)", async () => {
    const { api, pageContent } = await setUp();
    await api.close();
    const lines = [];
    const log = { warn: (fields, message) => lines.push({ ...fields, message }) };
    await expect(
      pageContent({ pathname: '/planos', search: '', route: null, requestId: 'lb-9', log }),
    ).resolves.toMatchObject({ degraded: true, reason: 'API unreachable', preloads: [] });
    expect(lines).toEqual([
      expect.objectContaining({
        path: '/planos',
        reads: ['/api/catalog/plans'],
        error: expect.any(String),
        message: expect.stringMatching(/API could not be read/),
      }),
    ]);
  });

  test('the API down: its failure said once a window, not once per page (the warm-up renders every page at start)', async () => {
    const { api, pageContent, advance } = await setUp();
    await api.close();
    const lines = [];
    const log = { warn: (fields, message) => lines.push({ ...fields, message }) };
    for (const requestId of ['a', 'b', 'c']) {
      await pageContent({ pathname: '/planos', search: `?r=${requestId}`, route: null, requestId, log });
    }
    expect(lines).toHaveLength(1);
    advance(10_000);
    await pageContent({ pathname: '/planos', search: '', route: null, requestId: 'd', log });
    expect(lines).toEqual([
      expect.objectContaining({ path: '/planos', message: expect.stringMatching(/API could not be read/) }),
      expect.objectContaining({ path: '/planos', moreSinceLastLine: 2 }),
    ]);
  });

  test('the API failing on promo links: one line for all the codes, none of them in its key', async () => {
    const failing = createServer((_request, response) => response.writeHead(503).end('down'));
    const apiUrl = `http://127.0.0.1:${await listen(failing)}`;
    cleanups.push(() => close(failing));
    const { remote, pageContent } = await setUp({ apiUrl });
    publish(remote, {
      id: 'v2',
      code: rendererCode('v2', {
        pages: { '/planos-promo': "return React.createElement('p', null, 'promo');" },
        dataNeeds:
          "(route, search) => route === '/planos-promo' ? ['/api/catalog/promos/' + encodeURIComponent(new URLSearchParams(search).get('promo') || '')] : []",
      }),
    });
    const lines = [];
    const log = { warn: (fields, message) => lines.push({ ...fields, message }) };
    // Every link a different code (anyone can make them up): the same failure, said once.
    for (const code of ['a1', 'b2', 'c3', 'd4']) {
      await pageContent({
        pathname: '/planos-promo',
        search: `?promo=${code}`,
        route: { path: '/planos-promo' },
        log,
      });
    }
    expect(lines).toEqual([
      expect.objectContaining({
        path: '/planos-promo',
        error: 'GET /api/catalog/promos/a1 answered 503',
        message: expect.stringMatching(/API could not be read/),
      }),
    ]);
  });

  test('remote down, API down, or a renderer that requires anything but the shared packages: not pre-rendered', async () => {
    const down = await setUp();
    await down.remote.close();
    await expect(down.pageContent({ pathname: '/sobre', search: '', route: null })).resolves.toEqual({
      degraded: true,
      reason: 'remote unreachable',
    });

    const apiDown = await setUp();
    delete apiDown.api.files['/api/catalog/plans'];
    // The browser renders the page, with the remote's head (given no API answer).
    await expect(apiDown.pageContent({ pathname: '/planos', search: '', route: null })).resolves.toEqual({
      pageHead: {
        title: 'v1 /planos',
        description: '',
        canonicalPath: '/planos',
        indexable: true,
        jsonLd: [],
      },
      preloads: [],
    });
    await expect(
      apiDown.pageContent({ pathname: '/sobre', search: '', route: null }),
    ).resolves.not.toBeNull();

    const greedy = await setUp();
    publish(greedy.remote, { id: 'v1', code: rendererCode('x', { requires: 'node:fs' }) });
    await expect(greedy.pageContent({ pathname: '/sobre', search: '', route: null })).resolves.toEqual({
      degraded: true,
      reason: 'failed',
    });
    expect(greedy.warnings.join('\n')).toContain('may not require "node:fs"');
  });

  test('a renderer has the server read public API paths only: anything else is not fetched', async () => {
    for (const path of ['/admin', '/api/../admin', 'http://elsewhere.test/api/x', '/api/catalog/plans?x=<']) {
      const { pageContent, remote, api } = await setUp();
      const needs = `() => [${JSON.stringify(path)}]`;
      publish(remote, { id: 'v1', code: rendererCode('v1', { dataNeeds: needs }) });
      await expect(pageContent({ pathname: '/sobre', search: '', route: null })).resolves.toBeNull();
      expect(api.requests).toEqual([]);
    }
  });

  test('catalog answers are reused for a few seconds only: prices follow the catalog', async () => {
    const { pageContent, api, advance } = await setUp();
    await pageContent({ pathname: '/planos', search: '', route: null });
    api.files['/api/catalog/plans'] = '{"plans":["Elite R$ 79,90"]}';
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).html).toContain('99,90');
    advance(6000);
    // Stale: this render has the known answer at once while the API is asked again in the background.
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).html).toContain('99,90');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await pageContent({ pathname: '/planos', search: '', route: null })).html).toContain('79,90');
  });

  test('an API read that did not answer (a promo code the catalog refuses) is never named: no preload, no echo', async () => {
    const { remote, api, pageContent } = await setUp();
    api.files['/api/catalog/promos/novo'] = '{"promo":{"code":"novo"}}';
    // The marketing renderer's promo page reads /api/catalog/promos/<the code in the link>.
    publish(remote, {
      id: 'v2',
      code: rendererCode('v2', {
        pages: {
          '/planos-promo': "return React.createElement('p', null, 'promo ' + JSON.stringify(seed.api));",
        },
        dataNeeds:
          "(route, search) => route === '/planos-promo' ? ['/api/catalog/promos/' + encodeURIComponent(new URLSearchParams(search).get('promo') || '')] : []",
      }),
    });
    const promoPage = (code) =>
      pageContent({ pathname: '/planos-promo', search: `?promo=${code}`, route: { path: '/planos-promo' } });
    // A code the catalog knows: pre-rendered with its answer.
    expect(dataOf(await promoPage('novo')).api).toEqual({
      '/api/catalog/promos/novo': { promo: { code: 'novo' } },
    });
    // Anything else (a phone number as a "coupon", 40 characters of filler): the browser renders the
    // page, and nothing the page names (the Link header's preloads, the head) carries the raw value.
    for (const code of ['pix-chave-11999990000', 'x'.repeat(40)]) {
      const content = await promoPage(code);
      expect(content.html).toBeUndefined();
      expect(content.preloads).toEqual([]);
      expect(JSON.stringify(content)).not.toContain(code);
    }
  });

  test("inlines the page's CSS (the exposed App's and its page chunk's; CSS it cannot fetch is linked) and names its scripts for after the paint", async () => {
    const { pageContent, remote } = await setUp();
    const at = (file) => `${remote.origin}/${file}`;
    remote.files[`/${PAGE_ASSETS_FILE}`] = JSON.stringify({
      format: PAGE_ASSETS_FORMAT,
      groups: {
        __federation_expose_App: { css: ['app.1111.css'], js: ['app.1111.js'] },
        'page-plans': { css: ['341.aaaa.css'], js: ['page-plans.bbbb.js', 'vendor.cccc.js'] },
        'page-about': { css: ['99.dddd.css'], js: ['page-about.eeee.js'] },
      },
    });
    remote.files['/app.1111.css'] = '.app{color:red}';
    remote.files['/99.dddd.css'] = '.about{}';
    const plans = await pageContent({ pathname: '/planos', search: '', route: null });
    expect(plans.head).toBe(
      [
        `<style data-href="${at('app.1111.css')}">.app{color:red}</style>`,
        `<link rel="stylesheet" href="${at('341.aaaa.css')}">`, // 404 on the remote
      ].join(''),
    );
    expect(plans.scripts).toEqual([at('app.1111.js'), at('page-plans.bbbb.js'), at('vendor.cccc.js')]);
    // A route whose page names no chunk gets the exposed App's files only; another page's are not named.
    const about = await pageContent({ pathname: '/sobre', search: '', route: null });
    expect(about.head).not.toContain('99.dddd.css');
    expect(about.head).toContain(`<style data-href="${at('app.1111.css')}">`);
  });

  test("the page CSS is fetched once per remote release, and a new release's is fetched anew", async () => {
    const { pageContent, remote, releases, advance } = await setUp();
    remote.files[`/${PAGE_ASSETS_FILE}`] = JSON.stringify({
      format: PAGE_ASSETS_FORMAT,
      groups: { 'page-plans': { css: ['341.aaaa.css'], js: [] } },
    });
    remote.files['/341.aaaa.css'] = '.v1{}';
    const cssFetches = () => remote.requests.filter((path) => path.endsWith('.css')).length;
    for (let i = 0; i < 3; i += 1) {
      expect((await pageContent({ pathname: '/planos', search: '', route: null })).head).toContain('.v1{}');
      // A check under way ends before the clock moves, so the next request checks again.
      await releases.settled();
      advance(6000); // the manifest is checked again, unchanged
    }
    expect(cssFetches()).toBe(1);

    publish(remote, { id: 'v2', code: rendererCode('v1') });
    remote.files[`/${PAGE_ASSETS_FILE}`] = JSON.stringify({
      format: PAGE_ASSETS_FORMAT,
      groups: { 'page-plans': { css: ['341.bbbb.css'], js: [] } },
    });
    remote.files['/341.bbbb.css'] = '.v2{}';
    await pageContent({ pathname: '/planos', search: '', route: null });
    await releases.settled();
    const head = (await pageContent({ pathname: '/planos', search: '', route: null })).head;
    expect(head).toBe(`<style data-href="${remote.origin}/341.bbbb.css">.v2{}</style>`);
    expect(cssFetches()).toBe(2);
  });

  test('a remote without page-assets.json (an older release) is still pre-rendered, with no links', async () => {
    const { pageContent } = await setUp();
    const content = await pageContent({ pathname: '/planos', search: '', route: null });
    expect(content.html).toContain('v1');
    expect(content.head).toBe('');
  });

  test('unsafe file names in page-assets.json are dropped', async () => {
    const { pageContent, remote } = await setUp();
    remote.files[`/${PAGE_ASSETS_FILE}`] = JSON.stringify({
      format: PAGE_ASSETS_FORMAT,
      groups: { 'page-plans': { css: ['../../etc/passwd', 'x.css"><script>', 'ok.css'], js: [42] } },
    });
    const content = await pageContent({ pathname: '/planos', search: '', route: null });
    expect(content.head).toBe(`<link rel="stylesheet" href="${remote.origin}/ok.css">`);
  });
});

describe('pageContent: concurrency bound and metrics', () => {
  /** A page that keeps its worker for `ms` (well within the deadline). */
  const slowPage = (ms) => `const end = Date.now() + ${ms}; while (Date.now() < end) {}`;

  function countingMetrics() {
    const counts = { rendered: 0, refused: 0 };
    const metrics = Object.fromEntries(Object.keys(counts).map((name) => [name, () => (counts[name] += 1)]));
    return { counts, metrics };
  }

  test('past maxConcurrentRenders a page is left to the browser at once (degraded, refused), and counted', async () => {
    const { counts, metrics } = countingMetrics();
    const { pageContent, remote } = await setUp({ maxConcurrentRenders: 1, metrics });
    publish(remote, { id: 'v1', code: rendererCode('v1', { pages: { '/lento': slowPage(300) } }) });
    const first = pageContent({ pathname: '/lento', search: '?a', route: null });
    // Let the first render start before the second asks.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Refused: the browser renders it, with the remote's head (no HTML).
    const refused = await pageContent({ pathname: '/lento', search: '?b', route: null });
    expect(refused).toEqual({
      pageHead: expect.objectContaining({ title: 'v1 /lento' }),
      preloads: [],
      degraded: true,
      reason: 'render bound',
    });
    expect(counts).toEqual({ rendered: 0, refused: 1 });
    expect((await first).html).toContain('data-url="/lento?a"');
    // The slot is free again.
    expect((await pageContent({ pathname: '/lento', search: '?b', route: null })).html).toContain(
      'data-url="/lento?b"',
    );
    expect(counts).toEqual({ rendered: 2, refused: 1 });
  });

  test('when every render worker is taken, a page is not queued: the browser renders it (refused)', async () => {
    const { counts, metrics } = countingMetrics();
    const { pageContent, remote } = await setUp({ renderPool: { workers: 1 }, metrics });
    publish(remote, { id: 'v1', code: rendererCode('v1', { pages: { '/lento': slowPage(300) } }) });
    await pageContent({ pathname: '/sobre', search: '', route: null }); // the release is known
    const first = pageContent({ pathname: '/lento', search: '', route: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await expect(pageContent({ pathname: '/sobre', search: '?other', route: null })).resolves.toEqual({
      degraded: true,
      reason: 'busy',
    });
    expect(performance.now() - started).toBeLessThan(50);
    expect((await first).html).toContain('data-url="/lento"');
    expect(counts.refused).toBe(1);
  });
});
