import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { readRouteConfig } from '../config.js';
import { LOADER } from '../pages/deferred-scripts.js';
import { EARLY_INPUT, PROTOCOL as EARLY_PROTOCOL } from '../pages/early-input.js';
import { INLINE_SCRIPTS } from '../pages/inline-scripts.js';
import { buildRouteTable } from '../pages/route-table.js';
import {
  MAIN_JS,
  REMOTE_MANIFEST,
  REMOTE_PAGES,
  close,
  createFakeApi,
  createFakeRemote,
  fakeRemoteHead,
  listen,
  makeShellDist,
  startShell,
} from './helpers.mjs';

const SITE = 'https://www.busqy.example';
let distDir;
let api;
let remote;
let remotePort;
let shell;
// The marketing remote publishes REMOTE_PAGES; the account remote is down (its claimed paths are routed).
const routes = buildRouteTable(readRouteConfig(), { marketing: REMOTE_PAGES });
const allRoutes = Object.entries(routes).flatMap(([remote, list]) =>
  list.map((route) => ({ remote, route })),
);

function page(url, accept = '*/*', headers = {}) {
  return fetch(`${shell.base}${url}`, { headers: { accept, ...headers }, redirect: 'manual' });
}

/** The content of `<meta property|name="key" content="…">`. */
function metaContent(html, key) {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
  return match?.[1];
}

function jsonLd(html) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

function jsonBlock(html, id) {
  const match = html.match(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`));
  return match ? JSON.parse(match[1]) : undefined;
}

beforeAll(async () => {
  distDir = await makeShellDist();
  api = createFakeApi();
  remote = createFakeRemote(REMOTE_MANIFEST, { pages: REMOTE_PAGES });
  const [apiPort, port] = await Promise.all([listen(api.server), listen(remote.server)]);
  remotePort = port;
  shell = await startShell({
    distDir,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    publicSiteUrl: SITE,
    fakePageContent: true,
    env: { MARKETING_REMOTE_URL: `http://127.0.0.1:${remotePort}`, ACCOUNT_REMOTE_URL: 'http://127.0.0.1:9' },
  });
}, 20_000);

afterAll(async () => {
  await shell?.stop();
  await Promise.all([close(api?.server), close(remote?.server)]);
  await rm(distDir, { recursive: true, force: true });
});

/**
 * The head a route gets: its remote's (the stand-in's, on marketing pages), else the one the shell
 * keeps in routes.json, else the site's generic head.
 */
function expectedHead({ remote, route }) {
  // The stand-in pre-renderer throws on /termos: the generic head.
  if (remote === 'marketing' && route.path !== '/termos') {
    const head = fakeRemoteHead(route);
    return { ...head, indexable: true };
  }
  const canonical = route.canonical ? allRoutes.find((r) => r.route.path === route.canonical).route : route;
  return {
    title: canonical.title ?? 'Busqy',
    description:
      canonical.description ??
      'Busqy: o único app que encontra e publica ofertas automaticamente no WhatsApp e no Telegram.',
    canonicalPath: canonical.path,
    indexable: route.access === 'open' && !canonical.noindex,
  };
}

describe('every route of the route table answers real HTML with its own head, whatever the Accept', () => {
  test.each(allRoutes.map((entry) => [entry.route.path, entry]))('%s', async (path, entry) => {
    const head = expectedHead(entry);
    for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
      const response = await page(path, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      // Open pages are the same for everyone (a CDN may keep them); protected ones are private; a page
      // whose pre-render failed (the fixture's /termos) is kept by no cache.
      expect(response.headers.get('cache-control')).toBe(
        {
          open: entry.route.showsTime
            ? 'public, max-age=0, s-maxage=1, stale-while-revalidate=1' // the promo countdown
            : 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
          protected: 'private, no-cache',
          failed: 'no-cache',
        }[path === '/termos' ? 'failed' : entry.route.access],
      );
      const html = await response.text();
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${head.title}</title>`);
      expect(html).not.toContain('Descrição genérica');
      expect(metaContent(html, 'description')).toBe(head.description);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${head.canonicalPath}">`);
      expect(metaContent(html, 'og:title')).toBe(head.title);
      expect(metaContent(html, 'og:description')).toBe(head.description);
      expect(metaContent(html, 'og:url')).toBe(`${SITE}${head.canonicalPath}`);
      expect(metaContent(html, 'og:image')).toBe(`${SITE}/og-image.jpg`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:image')).toBe(`${SITE}/og-image.jpg`);
      expect(metaContent(html, 'robots')).toBe(head.indexable ? undefined : 'noindex');
      expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Organization', name: 'Busqy', url: `${SITE}/` });
    }
  });
});

describe('unknown paths', () => {
  test.each(['/nao-existe', '/planos/extra', '/%C3%A1rea'])(
    '%s is a 404 with the SPEC 404 page',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('404');
      expect(html).toContain('Oops! Page not found');
      expect(html).toContain('<a href="/">');
      expect(metaContent(html, 'robots')).toBe('noindex');
      // The app still boots on it (runtime config inlined) and shows its own 404 page.
      expect(jsonBlock(html, 'runtime-config').remotes.marketing).toBeDefined();
    },
  );

  test('a trailing slash is the same page', async () => {
    const response = await page('/planos/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Página /planos | Busqy</title>');
  });
});

describe("the remote's head", () => {
  test("its JSON-LD follows the shell's Organization, its paths made absolute", async () => {
    const data = jsonLd(await (await page('/selecionar-plano')).text());
    expect(data.map((d) => d['@type'])).toEqual(['Organization', 'WebPage']);
    expect(data[1].url).toBe(`${SITE}/planos`);
  });

  test('a page whose pre-renderer throws gets the generic head at its own address', async () => {
    const html = await (await page('/termos')).text();
    expect(html).toContain('<title>Busqy</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/termos">`);
  });
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt points at the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('sitemap.xml lists the open, indexable, canonical routes only', async () => {
    const response = await page('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Marketing's published pages; the account remote is down, and a page its remote has not
    // published (whether it is an alias, or indexable) stays out.
    expect(locs).toEqual(
      ['/', '/planos', '/planos-promo', '/bio', '/termos', '/sobre', '/solucoes'].map(
        (path) => `${SITE}${path}`,
      ),
    );
  });
});

describe('a page added by a remote deploy', () => {
  test('is routed, with its head, in the runtime config and the sitemap, without a restart', async () => {
    expect((await page('/novidades')).status).toBe(404);
    // A deploy: another manifest (the shell's release cache follows it), another page list.
    const manifest = remote.state.manifest;
    remote.state.manifest = {
      ...manifest,
      metaData: { ...manifest.metaData, buildInfo: { buildVersion: '2' } },
    };
    remote.state.pages = [...REMOTE_PAGES, { path: '/novidades', chunk: 'page-news' }];
    try {
      // The table follows the remote within its recheck (a second here), never per request.
      let response;
      for (const started = Date.now(); Date.now() - started < 5000;) {
        response = await page('/novidades');
        if (response.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Página /novidades | Busqy</title>');
      const config = await (await page('/runtime-config.json')).json();
      expect(config.remotes.marketing.routes).toContainEqual({ path: '/novidades', access: 'open' });
      expect(await (await page('/sitemap.xml')).text()).toContain(`<loc>${SITE}/novidades</loc>`);
    } finally {
      remote.state.manifest = manifest;
      remote.state.pages = REMOTE_PAGES;
    }
  }, 10_000);
});

describe('a short request chain', () => {
  test('the runtime config is inlined, escaped, and equal to /runtime-config.json', async () => {
    // A protected page, rendered for this request (an open one may come from the page cache, made
    // before an earlier test's remote published another page).
    const html = await (await page('/area-usuario')).text();
    const inline = jsonBlock(html, 'runtime-config');
    const served = await (await page('/runtime-config.json')).json();
    expect(inline).toEqual(served);
    const raw = html.match(/id="runtime-config">([\s\S]*?)<\/script>/)[1];
    expect(raw).not.toMatch(/[<>]/);
  });

  test("the route's remote is named up front: remoteEntry.js and first chunks, not the manifest the browser never fetches (tags and Link header)", async () => {
    const origin = `http://127.0.0.1:${remotePort}`;
    const response = await page('/planos');
    const html = await response.text();
    expect(html).toContain(`<link rel="preconnect" href="${origin}">`);
    // Nothing on the remote's origin is fetched with CORS: no second (crossorigin) connection.
    expect(html).not.toContain(`<link rel="preconnect" href="${origin}" crossorigin>`);
    expect(html).not.toMatch(/<link[^>]*mf-manifest\.json/);
    expect(html).toContain(`<link rel="preload" href="${origin}/remoteEntry.js" as="script">`);
    expect(html).toContain(
      `<link rel="preload" href="${origin}/__federation_expose_App.5f6ecb8b.js" as="script">`,
    );
    expect(html).toContain(`<link rel="preload" href="${origin}/app.0b05d030.css" as="style">`);
    expect(html).not.toContain('411.e9de0f2d.js'); // lazy route chunks stay lazy
    const link = response.headers.get('link');
    expect(link).toContain(`<${origin}/remoteEntry.js>; rel=preload; as=script`);
    expect(link).not.toContain('mf-manifest.json');
  });

  test("a page the browser renders preloads the API reads its remote's renderer names, with the API client's credentials mode", async () => {
    const response = await page('/planos');
    const html = await response.text();
    const preload = '<link rel="preload" href="/api/catalog/plans" as="fetch" crossorigin="use-credentials">';
    expect(html).toContain(preload);
    expect(response.headers.get('link')).toContain(
      '</api/catalog/plans>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  test("the shell's own startup files (dist/startup-assets.json) are named on every page, 404 included: scripts preloaded, CSS inlined", async () => {
    for (const url of ['/', '/login', '/nao-existe']) {
      const response = await page(url);
      const html = await response.text();
      expect(html).toContain('<link rel="preload" href="/262.e23e7a65.js" as="script">');
      // In the HTML: the header and footer paint styled without another request.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        '<style data-href="/320.2870e7a8.css">:root{--color-primary:#4a1fb8}\n/*# sourceMappingURL=/320.2870e7a8.css.map */</style>',
      );
      expect(html).not.toMatch(/<link [^>]*href="\/320\.2870e7a8\.css"/);
      expect(response.headers.get('link')).toContain('</262.e23e7a65.js>; rel=preload; as=script');
      // A preload header would make the browser fetch the file it already has.
      expect(response.headers.get('link')).not.toContain('320.2870e7a8.css');
    }
  });

  test('a pre-rendered page preloads neither its API reads (they are in its page data) nor any script before its first paint', async () => {
    const response = await page('/home');
    const html = await response.text();
    expect(html).toContain('<div id="root"><main><h1>Planos</h1></main></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const named of [head, response.headers.get('link') ?? '']) {
      expect(named).not.toContain('/api/catalog/plans');
      expect(named).not.toContain('262.e23e7a65.js');
      expect(named).not.toMatch(/as="?script/);
    }
    expect(html).not.toContain('/api/catalog/plans');
    // In the page: the shell's CSS; the scripts wait in the loader's list, their origin preconnected.
    expect(html).toContain('<style data-href="/320.2870e7a8.css">');
    const list = jsonBlock(html, 'deferred-scripts');
    expect(list.preload).toEqual(
      expect.arrayContaining(['/262.e23e7a65.js', `http://127.0.0.1:${remotePort}/remoteEntry.js`]),
    );
    expect(head).toContain(`<link rel="preconnect" href="http://127.0.0.1:${remotePort}">`);
  });

  test('pages without API reads preload none', async () => {
    expect(await (await page('/sobre')).text()).not.toContain('href="/api/');
  });

  test('the manifest is cached (not fetched per page), and a remote that is down costs only the preloads', async () => {
    const before = remote.state.requests;
    await page('/bio');
    await page('/sobre');
    expect(remote.state.requests).toBe(before);
    const response = await page('/login'); // account remote points at a closed port
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('href="http://127.0.0.1:9');
  });
});

describe('pageContent (pre-rendered content)', () => {
  test('html goes in #root, the page data text (written by the contract) in #page-data, head in <head>', async () => {
    // A parameter /sobre does not declare never reaches its render (the page cache's key omits it).
    const html = await (await page('/sobre?x=1')).text();
    expect(html).toContain('<div id="root"><main><h1>Sobre a Busqy</h1><p>route /sobre </p></main></div>');
    expect(jsonBlock(html, 'page-data')).toEqual({ note: '</script>' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/prerendered.css">');
  });

  test('a pre-rendered page requests no script before it paints: its scripts wait in the loader at the end of <body>', async () => {
    const response = await page('/sobre');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]*\bsrc=/);
    expect(head).not.toContain('as="script"');
    expect(head).not.toContain('as="fetch"'); // its data is in the page
    expect(response.headers.get('link') ?? '').not.toMatch(/as=(?:script|fetch)/);
    const list = jsonBlock(html, 'deferred-scripts');
    expect(list.scripts).toEqual(['/main.1a2b3c4d.js']);
    expect(list.preload).toContain(`http://127.0.0.1:${remotePort}/remoteEntry.js`);
    // The inline scripts that run are the early-input capture (first in the <head>, before anything
    // can be pressed) and the loader, which the Content-Security-Policy allows by their hashes.
    const executable = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(executable.map((match) => match[1])).toEqual([EARLY_INPUT, LOADER]);
    expect(head.indexOf(EARLY_INPUT)).toBeLessThan(head.indexOf('<title>'));
    expect(html.indexOf('id="deferred-scripts"')).toBeGreaterThan(html.indexOf('</main></div>'));
  });

  test("a pre-rendered page with a form captured before hydration, for a browser holding the shell's files, fetches its scripts while it parses: its <head> and its Link header preload them, the loader adds them after the paint", async () => {
    const response = await page('/solucoes', '*/*', { cookie: `${INLINE_SCRIPTS.cookie}=main.1a2b3c4d.js` });
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]*\bsrc=/); // nothing runs before the paint
    expect([...head.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1])).toEqual([
      '/main.1a2b3c4d.js',
      '/262.e23e7a65.js',
      `http://127.0.0.1:${remotePort}/remoteEntry.js`,
      `http://127.0.0.1:${remotePort}/__federation_expose_App.5f6ecb8b.js`,
    ]);
    expect(jsonBlock(html, 'deferred-scripts')).toEqual({ scripts: ['/main.1a2b3c4d.js'], preload: [] });
    expect(html).not.toContain(`<script type="${INLINE_SCRIPTS.blockType}">`);
    // The same list in the Link header: requested as the headers arrive, before the document has.
    const link = response.headers.get('link') ?? '';
    expect([...link.matchAll(/<([^>]+)>; rel=preload; as=script/g)].map((m) => m[1])).toEqual([
      '/main.1a2b3c4d.js',
      '/262.e23e7a65.js',
      `http://127.0.0.1:${remotePort}/remoteEntry.js`,
      `http://127.0.0.1:${remotePort}/__federation_expose_App.5f6ecb8b.js`,
    ]);
    // Served again from the page cache: the same header.
    const again = await page('/solucoes', '*/*', {
      cookie: `a=1; ${INLINE_SCRIPTS.cookie}=main.1a2b3c4d.js`,
    });
    expect(again.headers.get('link')).toBe(link);
  });

  test("a first visit's page with a captured form carries the shell's small scripts as data blocks the loader runs after the paint, allowed by their hashes, and names only the others", async () => {
    // No cookie, or one naming another release's entry: the browser does not hold these files.
    for (const cookie of [undefined, `${INLINE_SCRIPTS.cookie}=main.00000000.js`]) {
      const response = await page('/solucoes', '*/*', cookie ? { cookie } : {});
      const html = await response.text();
      const blocks = [
        ...html.matchAll(new RegExp(`<script type="${INLINE_SCRIPTS.blockType}">([\\s\\S]*?)</script>`, 'g')),
      ].map((m) => m[1]);
      // main.js is in the fixture's dist; its startup chunk is not (a file that cannot be read stays a file).
      expect(blocks).toEqual([MAIN_JS]);
      expect(jsonBlock(html, 'deferred-scripts')).toEqual({
        scripts: [],
        preload: [],
        inline: ['/main.1a2b3c4d.js'],
      });
      // The blocks are right before the list, which is right before the loader.
      expect(html).toContain(`${MAIN_JS}</script><script type="application/json" id="deferred-scripts">`);
      const head = html.slice(0, html.indexOf('</head>'));
      const named = [
        '/262.e23e7a65.js',
        `http://127.0.0.1:${remotePort}/remoteEntry.js`,
        `http://127.0.0.1:${remotePort}/__federation_expose_App.5f6ecb8b.js`,
      ];
      expect([...head.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1])).toEqual(
        named,
      );
      const link = response.headers.get('link') ?? '';
      expect([...link.matchAll(/<([^>]+)>; rel=preload; as=script/g)].map((m) => m[1])).toEqual(named);
      const hash = `'sha256-${createHash('sha256').update(MAIN_JS).digest('base64')}'`;
      const scriptSrc = response.headers
        .get('content-security-policy')
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toContain(hash);
    }
    // A prefetch, asked by one of the site's pages while it loads the files itself, gets the small
    // document: it is shown sooner when the visitor goes there.
    // As Chromium sends a speculation-rules prefetch: Sec-Fetch-Site none, the page's Referer.
    const prefetched = await page('/solucoes', '*/*', {
      'sec-purpose': 'prefetch',
      'sec-fetch-site': 'none',
      referer: `${shell.base}/planos`,
    });
    expect(await prefetched.text()).not.toContain(`<script type="${INLINE_SCRIPTS.blockType}">`);
    expect(prefetched.headers.get('link')).toContain('</main.1a2b3c4d.js>; rel=preload; as=script');
    // Another site's prefetch (a search engine's, through its proxy or not) is a first visit's.
    for (const headers of [
      { 'sec-purpose': 'prefetch', 'sec-fetch-site': 'cross-site', referer: 'https://www.google.com/' },
      { 'sec-purpose': 'prefetch', 'sec-fetch-site': 'none' },
      { 'sec-purpose': 'prefetch;anonymous-client-ip', 'sec-fetch-site': 'same-origin' },
    ])
      expect(await (await page('/solucoes', '*/*', headers)).text()).toContain(
        `<script type="${INLINE_SCRIPTS.blockType}">`,
      );
    // A page without a form never carries them, and its policy names no such hash.
    const other = await page('/sobre');
    expect(await other.text()).not.toContain(`<script type="${INLINE_SCRIPTS.blockType}">`);
    expect(other.headers.get('content-security-policy')).not.toContain(
      createHash('sha256').update(MAIN_JS).digest('base64'),
    );
  });

  test("a page's early navigations are prefetched: the rules go right before the capture script, allowed by their hash on that page alone", async () => {
    const response = await page('/selecionar-plano');
    const html = await response.text();
    const tag = html.match(
      new RegExp(
        `<script type="application/json" ${EARLY_PROTOCOL.prefetchAttribute}>([^<]*)</script><script>`,
      ),
    );
    expect(tag).not.toBeNull();
    const rules = tag[1];
    // Both cards open /cadastro: one target, prefetched at once.
    expect(JSON.parse(rules)).toEqual({
      prefetch: [{ source: 'list', urls: ['/cadastro'], eagerness: 'immediate' }],
    });
    expect(html.indexOf(tag[0]) + tag[0].length).toBe(html.indexOf(EARLY_INPUT));
    const hash = `'sha256-${createHash('sha256').update(rules).digest('base64')}'`;
    const scriptSrc = (policy) => policy.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc(response.headers.get('content-security-policy'))).toContain(hash);
    // Served again from the page cache: the same policy.
    const again = await page('/selecionar-plano');
    expect(scriptSrc(again.headers.get('content-security-policy'))).toContain(hash);
    // A page without early navigations names no rules, and its policy no extra hash.
    const other = await page('/sobre');
    expect(await other.text()).not.toContain(
      `<script type="application/json" ${EARLY_PROTOCOL.prefetchAttribute}>`,
    );
    expect(scriptSrc(other.headers.get('content-security-policy')).match(/'sha256-/g)).toHaveLength(2); // the capture and the loader
  });

  test('a page the browser renders keeps its entry script and preloads in the <head>', async () => {
    const response = await page('/planos');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script defer="defer" src="/main.1a2b3c4d.js"></script>');
    expect(head).toContain(
      `<link rel="preload" href="http://127.0.0.1:${remotePort}/remoteEntry.js" as="script">`,
    );
    expect(html).not.toContain('deferred-scripts');
    expect(html).not.toContain(EARLY_INPUT); // nothing painted before the scripts, nothing to capture
  });

  test('null keeps the empty root; a throwing pageContent still serves the page', async () => {
    expect(await (await page('/planos')).text()).toContain('<div id="root"></div>');
    const response = await page('/termos');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
  });
});
