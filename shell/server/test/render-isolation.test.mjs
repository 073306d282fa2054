// A remote's renderer cannot take the site down (README "Trust boundary"): it runs in a render worker
// with a deadline and a capped heap, from its remote's configured origin only, and only when its bytes
// hash to what the release publishes. Real remotes over HTTP, real workers.
import { afterEach, describe, expect, test } from '@jest/globals';
import { createPageContent } from '../prerender/page-content.js';
import { RENDER_POOL_DEFAULTS, STUCK_FACTOR } from '../prerender/render-pool.js';
import { createRemoteReleases } from '../prerender/remote-releases.js';
import { fileURLToPath } from 'node:url';
import { TEST_FRAME, publish, rendererCode, serveFiles, sha256 } from './fixture-remotes.mjs';

const DEADLINE_MS = RENDER_POOL_DEFAULTS.deadlineMs;
/** A timer fires a little late on a busy machine; the fallback must still come about at the deadline. */
const SLACK_MS = 250;

/** Pages of the `partners` remote that misbehave in its renderer. */
const MISBEHAVING = {
  '/lanca': 'throw new Error("broken page");',
  '/trava': 'while (true) {}',
  '/devora': 'const hog = []; for (;;) hog.push(new Array(100000).fill(Math.random()));',
};

const cleanups = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const remoteConfig = (remote, paths) => ({
  entry: `${remote.origin}/remoteEntry.js`,
  manifest: `${remote.origin}/mf-manifest.json`,
  routes: paths.map((path) => ({ path, access: 'open' })),
});

/** A healthy `marketing` remote and a `partners` remote whose renderer misbehaves on some pages. */
async function setUp(renderPool = {}, shellRenderer = TEST_FRAME) {
  const [marketing, partners, api] = await Promise.all([serveFiles(), serveFiles(), serveFiles()]);
  publish(marketing, { id: 'm1', code: rendererCode('marketing') });
  publish(partners, { id: 'p1', code: rendererCode('partners', { pages: MISBEHAVING }) });
  api.files['/api/catalog/plans'] = '{"plans":[]}';
  const config = {
    remotes: {
      marketing: remoteConfig(marketing, ['/planos', '/sobre']),
      partners: remoteConfig(partners, ['/area-secreta', ...Object.keys(MISBEHAVING)]),
    },
    links: {},
  };
  let clock = Date.now();
  const now = () => clock;
  const warnings = [];
  const log = { warn: (line) => warnings.push(line) };
  const runtimeConfig = async () => config;
  const releases = createRemoteReleases({ runtimeConfig, now, log });
  const pageContent = createPageContent({
    runtimeConfig,
    apiUrl: api.origin,
    shellRenderer,
    releases,
    renderPool: { heapMb: 64, ...renderPool },
    now,
    log,
  });
  cleanups.push(marketing.close, partners.close, api.close, pageContent.close);
  await pageContent.ready();
  /** The page's content and how long it took. */
  async function timed(pathname, search = '') {
    const started = performance.now();
    const content = await pageContent({ pathname, search, route: null });
    return { content, ms: performance.now() - started };
  }
  // Both releases known (their first load is a few requests, not a render).
  await timed('/sobre');
  await timed('/area-secreta');
  /** Publishes a new release of `partners` and waits until the shell has loaded it. */
  async function deploy(release) {
    publish(partners, release);
    clock += 6000; // the manifest is due for revalidation
    await timed('/lanca');
    await releases.settled();
  }
  return { marketing, partners, warnings, pageContent, timed, deploy, advance: (ms) => (clock += ms) };
}

describe('a misbehaving renderer degrades its own pages only', () => {
  test.each([
    ['throws', '/lanca', /broken page/],
    [
      'never finishes (an infinite loop)',
      '/trava',
      new RegExp(`no answer within ${DEADLINE_MS * STUCK_FACTOR} ms`),
    ],
    ['allocates without bound', '/devora', /out of memory|no answer within/],
  ])(
    'a page whose renderer %s falls back to the browser within the deadline; others keep rendering meanwhile',
    async (_, path, reason) => {
      const { timed, warnings, pageContent } = await setUp();
      const failing = timed(path);
      // While it misbehaves, a page of another remote, and another page of the same remote, render.
      const meanwhile = await timed('/planos', '?fbclid=1');
      expect(meanwhile.content.html).toContain('marketing');
      expect(meanwhile.ms).toBeLessThan(DEADLINE_MS);
      const { content, ms } = await failing;
      expect(content?.html).toBeUndefined(); // the browser renders it
      expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
      // The worker is replaced once it is truly stuck (STUCK_FACTOR × the deadline), or when it throws.
      const until = performance.now() + DEADLINE_MS * STUCK_FACTOR + 2000;
      while (!reason.test(warnings.join('\n')) && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings.join('\n')).toMatch(reason);
      expect(warnings.at(-1)).toContain('[prerender] partners: renderer failed');
      // The worker that held it was replaced: every worker renders again.
      await pageContent.ready();
      const after = await Promise.all(['?a', '?b'].map((search) => timed('/sobre', search)));
      expect(after.map((page) => page.content?.html)).toEqual([
        expect.stringContaining('marketing'),
        expect.stringContaining('marketing'),
      ]);
      expect((await timed('/area-secreta')).content.html).toContain('partners'); // its other pages render
    },
    20_000,
  );

  test('a renderer that failed 3 times in a row rests (quarantine, one log line); other remotes render; it is tried again later', async () => {
    const { timed, warnings, advance } = await setUp();
    for (const search of ['?1', '?2', '?3'])
      expect((await timed('/lanca', search)).content?.html).toBeUndefined();
    expect(warnings.filter((line) => line.includes('not pre-rendered for 30 s'))).toHaveLength(1);
    // Quarantined: its pages are left to the browser without asking a worker (no new line logged).
    const lines = warnings.length;
    expect((await timed('/lanca', '?4')).ms).toBeLessThan(50);
    expect(warnings).toHaveLength(lines);
    expect((await timed('/planos')).content.html).toContain('marketing');
    advance(31_000);
    expect((await timed('/lanca', '?5')).content?.html).toBeUndefined();
    expect(warnings).toHaveLength(lines + 1); // tried again
  }, 20_000);
});

test('quarantine is per release: a fixed release of a quarantined remote renders at once', async () => {
  const { timed, warnings, deploy } = await setUp();
  for (const search of ['?1', '?2', '?3'])
    expect((await timed('/lanca', search)).content?.html).toBeUndefined();
  expect(warnings.filter((line) => line.includes('not pre-rendered for 30 s'))).toHaveLength(1);
  // The same pages, /lanca fixed (another renderer, so another sha256): no 30 s wait.
  await deploy({
    id: 'p2',
    code: rendererCode('partners fixed', { pages: { ...MISBEHAVING, '/lanca': '' } }),
  });
  expect((await timed('/lanca', '?5')).content?.html).toContain('partners fixed');
}, 20_000);

test('a renderer whose head is not a PageHead fails that page like a throw; its other pages render', async () => {
  const { timed, warnings, deploy } = await setUp();
  // Its head for /area-secreta answers markup where the JSON-LD list should be.
  const code = rendererCode('partners', { pages: MISBEHAVING }).replace(
    'jsonLd: [],',
    "jsonLd: path === '/area-secreta' ? '</script><script>alert(1)</script>' : [],",
  );
  expect(code).toContain("path === '/area-secreta'");
  await deploy({ id: 'p2', code });
  const { content } = await timed('/area-secreta');
  expect(content).toEqual({ degraded: true, reason: 'failed' }); // the browser renders it, with the generic head
  expect(warnings.join('\n')).toContain('the head of /area-secreta is not a PageHead');
  expect((await timed('/sobre')).content.html).toContain('marketing');
}, 20_000);

describe('a cold worker is not a stuck renderer', () => {
  test('a worker that could not warm up finishes its slow first page in the background: the request falls back at the deadline, the worker stays', async () => {
    const cold = fileURLToPath(new URL('./fixtures/frame-cold.cjs', import.meta.url));
    const { timed, warnings } = await setUp({ workers: 1 }, cold);
    // setUp's first page was that worker's slow first one (800 ms): it fell back at the deadline.
    expect(warnings).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 800)); // it finishes in the background
    const { content, ms } = await timed('/sobre', '?after');
    expect(content.html).toContain('marketing');
    expect(ms).toBeLessThan(DEADLINE_MS);
    expect(warnings).toEqual([]);
  }, 20_000);
});

describe('the warm-up evaluates each renderer in every worker before traffic', () => {
  /** Two remotes whose renderers' evaluation alone outlasts a page's deadline (big bundles, a busy machine). */
  async function slowToEvaluate() {
    const [marketing, partners, api] = await Promise.all([serveFiles(), serveFiles(), serveFiles()]);
    const top = `const until = Date.now() + ${DEADLINE_MS + 300}; while (Date.now() < until) {}`;
    publish(marketing, { id: 'm1', code: rendererCode('marketing', { top }) });
    publish(partners, { id: 'p1', code: rendererCode('partners', { top }) });
    const config = {
      remotes: {
        marketing: remoteConfig(marketing, ['/sobre']),
        partners: remoteConfig(partners, ['/area-secreta']),
      },
      links: {},
    };
    const runtimeConfig = async () => config;
    const log = { warn() {} };
    const pageContent = createPageContent({
      runtimeConfig,
      apiUrl: api.origin,
      shellRenderer: TEST_FRAME,
      releases: createRemoteReleases({ runtimeConfig, log }),
      renderPool: { workers: 2, heapMb: 64 },
      log,
    });
    cleanups.push(marketing.close, partners.close, api.close, pageContent.close);
    await pageContent.ready();
    /** Two visitors at once on `pathname`: one page per worker. */
    const burst = (pathname) =>
      Promise.all(['?a', '?b'].map((search) => pageContent({ pathname, search, route: null })));
    return { pageContent, burst };
  }

  test('without it, the first pages fall back to the browser: each worker evaluates the renderer within their deadline', async () => {
    const { burst } = await slowToEvaluate();
    expect(await burst('/sobre')).toEqual([
      { degraded: true, reason: 'late' },
      { degraded: true, reason: 'late' },
    ]);
  }, 20_000);

  test("after it, the first pages asked at once are pre-rendered by both workers, each remote's", async () => {
    const { pageContent, burst } = await slowToEvaluate();
    await pageContent.warmUp();
    for (const [pathname, remote] of [
      ['/sobre', 'marketing'],
      ['/area-secreta', 'partners'],
    ]) {
      const pages = await burst(pathname);
      expect(pages.map((page) => page.html)).toEqual([
        expect.stringContaining(remote),
        expect.stringContaining(remote),
      ]);
    }
  }, 20_000);
});

describe('a remote deployed while the shell runs', () => {
  /** A page that holds its worker for 300 ms (a big page), within its deadline. */
  const SLOW_PAGE = { '/lento': 'const until = Date.now() + 300; while (Date.now() < until) {}' };

  /** A shell warmed up on `marketing-1`, its `marketing` remote's files, and a clock to move. */
  async function warmedUpShell(workers, renderPool = {}) {
    const [marketing, api] = await Promise.all([serveFiles(), serveFiles()]);
    publish(marketing, { id: 'm1', code: rendererCode('marketing-1', { pages: SLOW_PAGE }) });
    const config = {
      remotes: { marketing: remoteConfig(marketing, ['/sobre', ...Object.keys(SLOW_PAGE)]) },
      links: {},
    };
    const runtimeConfig = async () => config;
    let clock = Date.now();
    const warnings = [];
    const log = { warn: (line) => warnings.push(line) };
    const releases = createRemoteReleases({ runtimeConfig, now: () => clock, log });
    const pageContent = createPageContent({
      runtimeConfig,
      apiUrl: api.origin,
      shellRenderer: TEST_FRAME,
      releases,
      renderPool: { workers, heapMb: 64, ...renderPool },
      now: () => clock,
      log,
    });
    cleanups.push(marketing.close, api.close, pageContent.close);
    await pageContent.ready();
    await pageContent.warmUp();
    /** Publishes a release, due for revalidation (the shell learns of it on its next page). */
    const deploy = (release) => {
      publish(marketing, release);
      clock += 6000;
    };
    const page = (pathname, search) => pageContent({ pathname, search, route: null });
    const revalidate = () => releases.get(config.remotes.marketing.manifest);
    return { pageContent, releases, deploy, revalidate, page, warnings };
  }

  /** A renderer slower to evaluate than a page's deadline (a big bundle). */
  const slowToEvaluate = (label) =>
    rendererCode(label, {
      top: `const until = Date.now() + ${DEADLINE_MS + 300}; while (Date.now() < until) {}`,
      pages: SLOW_PAGE,
    });

  /**
   * A shell warmed up on `marketing-1`, then `marketing-2` published (slow to evaluate) and
   * revalidated by a visitor, who still gets the release the shell knew.
   */
  async function deployedSlowRenderer(workers, { revalidateOn = '/sobre', renderPool = {} } = {}) {
    const shell = await warmedUpShell(workers, renderPool);
    shell.deploy({ id: 'm2', code: slowToEvaluate('marketing-2') });
    const first = await shell.page(revalidateOn, '?a');
    expect(first.html).toContain('marketing-1');
    await shell.releases.settled();
    return { ...shell, page: (search) => shell.page('/sobre', search) };
  }

  /** Once the preload is over, two pages asked at once are both pre-rendered by the new release. */
  async function expectBothWorkersPreloaded({ pageContent, page, warnings }) {
    await pageContent.deployedPreloaded();
    const pages = await Promise.all(['?b', '?c'].map(page));
    expect(pages.map((rendered) => rendered.html)).toEqual([
      expect.stringContaining('marketing-2'),
      expect.stringContaining('marketing-2'),
    ]);
    expect(warnings).toEqual([]);
  }

  test("its new renderer is evaluated in every worker as soon as the shell has the release: the first pages asked at once are pre-rendered, the release's own", async () => {
    await expectBothWorkersPreloaded(await deployedSlowRenderer(2));
  }, 20_000);

  test('a worker busy with a page when the release arrives is preloaded once it is free, not skipped', async () => {
    // The revalidating visit holds one worker (300 ms) while the release loads: the preload may not
    // take the other one, the last free, so it waits for the first.
    await expectBothWorkersPreloaded(await deployedSlowRenderer(2, { revalidateOn: '/lento' }));
  }, 20_000);

  test('a preload that finds no second free worker within its wait gives up: the pages evaluate the renderer, as before', async () => {
    const { pageContent, page } = await deployedSlowRenderer(2, {
      revalidateOn: '/lento', // holds one worker 300 ms, three times the wait
      renderPool: { deployPreloadMs: 100 },
    });
    await pageContent.deployedPreloaded();
    const late = { degraded: true, reason: 'late' };
    expect(await Promise.all(['?b', '?c'].map(page))).toEqual([late, late]);
  }, 20_000);

  test('a release deployed again before its preload ran is not preloaded: the newer one is', async () => {
    const canary = await serveFiles({ '/m2': 'yes' });
    cleanups.push(canary.close);
    const shell = await warmedUpShell(2);
    const m2 = rendererCode('marketing-2', { top: `fetch(${JSON.stringify(`${canary.origin}/m2`)});` });
    shell.deploy({ id: 'm2', code: m2 });
    // The revalidating visit holds one worker (300 ms): the preload of marketing-2 waits for it...
    const first = shell.page('/lento', '?a');
    await shell.revalidate();
    await shell.releases.settled();
    // ...and marketing-3 is out before it is free (a page would take the free worker: the shell
    // revalidates on its own).
    shell.deploy({ id: 'm3', code: slowToEvaluate('marketing-3') });
    await shell.revalidate();
    await shell.releases.settled();
    expect((await first).html).toContain('marketing-1');
    await shell.pageContent.deployedPreloaded();
    await new Promise((resolve) => setTimeout(resolve, 200)); // marketing-2's preload looks again

    expect(canary.requests).toEqual([]);
    const pages = await Promise.all(['?c', '?d'].map((search) => shell.page('/sobre', search)));
    expect(pages.map((rendered) => rendered.html)).toEqual([
      expect.stringContaining('marketing-3'),
      expect.stringContaining('marketing-3'),
    ]);
    expect(shell.warnings).toEqual([]);
  }, 20_000);

  test('the preload never takes the last free worker: with one, a page asked meanwhile evaluates it itself, as before', async () => {
    const { pageContent, page } = await deployedSlowRenderer(1);
    await pageContent.deployedPreloaded();
    // Not evaluated beforehand (the only worker is left to the traffic): this page evaluates it.
    expect(await page('?b')).toEqual({ degraded: true, reason: 'late' });
  }, 20_000);
});

describe('which renderer bytes may run', () => {
  /** A renderer that, if it ever ran, would call `canary` (a worker has fetch). */
  async function canaryCode() {
    const canary = await serveFiles({ '/ran': 'yes' });
    cleanups.push(canary.close);
    const code = rendererCode('impostor', { top: `fetch(${JSON.stringify(`${canary.origin}/ran`)});` });
    return { canary, code };
  }

  test('a renderer whose bytes do not hash to the published sha256 is refused and never run', async () => {
    const { timed, warnings, deploy } = await setUp();
    const { canary, code } = await canaryCode();
    await deploy({ id: 'p2', code, sha256: sha256('the reviewed build') });
    expect((await timed('/lanca')).content?.html).toBeUndefined();
    expect(warnings.join('\n')).toMatch(
      /refused renderer http:\/\/127\.0\.0\.1:\d+\/prerender\/renderer\.\w+\.cjs: its sha256 is [0-9a-f]{64}, the release says [0-9a-f]{64}/,
    );
    expect((await timed('/sobre')).content.html).toContain('marketing');
    expect(canary.requests).toEqual([]);
  });

  test('a renderer hash in mf-manifest.json that differs from index.json: not run', async () => {
    const { timed, warnings, deploy } = await setUp();
    const { canary, code } = await canaryCode();
    const renderer = `renderer.${sha256(code).slice(0, 8)}.cjs`;
    const manifestPrerender = { renderer: `prerender/${renderer}`, sha256: sha256('another build') };
    await deploy({ id: 'p2', code, renderer, manifestPrerender });
    expect((await timed('/lanca')).content?.html).toBeUndefined();
    expect(warnings.join('\n')).toContain("sha256 is missing or differs from mf-manifest.json's");
    expect(canary.requests).toEqual([]);
  });

  test.each([
    ['an index.json', (url) => ({ renderer: url })],
    ['a manifest', (url, code) => ({ manifestPrerender: { renderer: url, sha256: sha256(code) } })],
  ])('%s that points at another origin is refused; that origin is never asked', async (_, naming) => {
    const { timed, warnings, partners, deploy } = await setUp();
    const foreign = await serveFiles();
    cleanups.push(foreign.close);
    const { code } = await canaryCode();
    foreign.files['/renderer.cjs'] = code;
    await deploy({ id: 'p2', code, ...naming(`${foreign.origin}/renderer.cjs`, code) });
    expect((await timed('/lanca')).content?.html).toBeUndefined();
    expect(warnings.join('\n')).toContain(
      `refused renderer ${foreign.origin}/renderer.cjs: not on the remote's configured origin ${partners.origin}`,
    );
    expect(foreign.requests).toEqual([]);
    expect((await timed('/sobre')).content.html).toContain('marketing');
  });
});
