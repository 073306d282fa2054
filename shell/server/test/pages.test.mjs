import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readRoutes } from '../config.mjs';
import { LOADER } from '../pages/deferred-scripts.mjs';
import { EARLY_INPUT } from '../pages/early-input.mjs';
import { close, createFakeApi, listen, startShell, startShellWithFakes } from './helpers.mjs';

const SITE = 'https://www.busqy.example';
let distDir;
let remote;
let remotePort;
let shell;
let stack;
const routes = await readRoutes();
const allRoutes = Object.values(routes).flat();

function page(url, accept = '*/*') {
  return fetch(`${shell.base}${url}`, { headers: { accept }, redirect: 'manual' });
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
  stack = await startShellWithFakes({ publicSiteUrl: SITE });
  ({ distDir, remote, remotePort, shell } = stack);
}, 20_000);

afterAll(() => stack?.stop());

describe('every route of routes.json answers real HTML with its own head, whatever the Accept', () => {
  test.each(allRoutes.map((route) => [route.path, route]))('%s', async (path, route) => {
    const canonical = route.canonical ? allRoutes.find((r) => r.path === route.canonical) : route;
    for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
      const response = await page(path, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      // Open pages are the same for everyone (a CDN may keep them); protected ones are private; a page
      // whose pre-render failed (the fixture's /termos) is kept by no cache.
      expect(response.headers.get('cache-control')).toBe(
        {
          open: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
          protected: 'private, no-cache',
          failed: 'no-cache',
        }[path === '/termos' ? 'failed' : route.access],
      );
      const html = await response.text();
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${canonical.title}</title>`);
      expect(html).not.toContain('Descrição genérica');
      expect(metaContent(html, 'description')).toBe(canonical.description);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${canonical.path}">`);
      expect(metaContent(html, 'og:title')).toBe(canonical.title);
      expect(metaContent(html, 'og:description')).toBe(canonical.description);
      expect(metaContent(html, 'og:url')).toBe(`${SITE}${canonical.path}`);
      expect(metaContent(html, 'og:image')).toBe(`${SITE}/og-image.jpg`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:image')).toBe(`${SITE}/og-image.jpg`);
      const indexable = route.access === 'open' && !canonical.noindex;
      expect(metaContent(html, 'robots')).toBe(indexable ? undefined : 'noindex');
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
    expect(await response.text()).toContain('<title>Planos | Busqy</title>');
  });
});

describe('promo links preview their offer', () => {
  test.each([
    ['/planos-promo?promo=novo', 'Boas-vindas ao Busqy | Busqy', 'Oferta novo: 10% OFF', 'novo'],
    [
      '/planos-promo?promo=BlackFriday',
      'Black Friday Busqy | Busqy',
      'Oferta blackfriday: 10% OFF',
      'blackfriday',
    ],
  ])('%s', async (url, title, description, code) => {
    const html = await (await page(url)).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/planos-promo?promo=${code}`);
  });

  test("a referral's page previews its offer but points its canonical at /planos-promo", async () => {
    const html = await (await page('/promo?parceiro=yvi')).text();
    expect(html).toContain('<title>Boas-vindas ao Busqy | Busqy</title>');
    expect(metaContent(html, 'og:description')).toBe('Oferta yvi: 10% OFF');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/planos-promo">`);
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/planos-promo`);
  });

  test('a code that is neither a campaign nor a referral gets the default page: no coupon, no echo', async () => {
    const response = await page('/planos-promo?promo=pix-chave-11999990000');
    const html = await response.text();
    expect(html).toContain('<title>Oferta especial | Busqy</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/planos-promo">`);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('11999990000');
    // Header values come only from validated codes: the raw value is never copied into Link.
    const link = response.headers.get('link') ?? '';
    expect(link).not.toContain('11999990000');
    const long = await page(`/planos-promo?promo=${'x'.repeat(40)}`);
    expect(long.headers.get('link') ?? '').not.toContain('x'.repeat(40));
  });

  test('a malformed code keeps the generic promo head', async () => {
    const html = await (await page('/planos-promo?promo=%3Cscript%3E')).text();
    expect(html).toContain('<title>Oferta especial | Busqy</title>');
    expect(html).not.toContain('<script>');
  });
});

describe('structured data', () => {
  test('the landing page has the FAQ (ten questions)', async () => {
    const faq = jsonLd(await (await page('/')).text()).find((data) => data['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(10);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'O que é a Busqy?' });
  });

  test('/planos lists the catalog plans as Offers in BRL, for the periods the page offers', async () => {
    const data = jsonLd(await (await page('/planos')).text()).find((d) => d['@graph']);
    expect(data['@graph'][0]).toMatchObject({ '@type': 'Product', name: 'Busqy Profissional' });
    expect(data['@graph'][0].offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: '49.90',
        priceCurrency: 'BRL',
        name: 'Profissional — Mensal',
      }),
      expect.objectContaining({ price: '199.60', priceCurrency: 'BRL', name: 'Profissional — Semestral' }),
    ]);
  });

  test('with the catalog down, /planos is still served, without offers', async () => {
    const downApi = createFakeApi({ catalogDown: true });
    const port = await listen(downApi.server);
    const other = await startShell({ distDir, apiUrl: `http://127.0.0.1:${port}`, env: {} });
    try {
      const response = await fetch(`${other.base}/planos`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Planos | Busqy</title>');
      expect(jsonLd(html).some((d) => d['@graph'])).toBe(false);
    } finally {
      await other.stop();
      await close(downApi.server);
    }
  }, 20_000);
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
    expect(locs).toEqual(
      [
        '/',
        '/bio',
        '/planos',
        '/planos-promo',
        '/termos',
        '/politicas-de-privacidade',
        '/sobre',
        '/solucoes',
        '/login',
        '/signup',
      ].map((path) => `${SITE}${path}`),
    );
  });
});

describe('a short request chain', () => {
  test('the runtime config is inlined, escaped, and equal to /runtime-config.json', async () => {
    const html = await (await page('/planos')).text();
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

  test.each([
    ['/planos', '/api/catalog/plans'],
    ['/', '/api/catalog/plans'],
    ['/selecionar-plano', '/api/catalog/plans'],
    ['/planos-promo?promo=BlackFriday', '/api/catalog/promos/BlackFriday'],
    ['/afiliado?afiliado=%20yvi%20', '/api/catalog/promos/yvi'],
    ['/planos-promo', '/api/catalog/promos/novo'],
    // A code the catalog refuses is not echoed: the default offer is preloaded instead.
    ['/planos-promo?promo=a%22b%3C', '/api/catalog/promos/novo'],
  ])("%s preloads its API read %s with the API client's credentials mode", async (url, data) => {
    const response = await page(url);
    const html = await response.text();
    expect(html).toContain(`<link rel="preload" href="${data}" as="fetch" crossorigin="use-credentials">`);
    expect(response.headers.get('link')).toContain(
      `<${data}>; rel=preload; as=fetch; crossorigin=use-credentials`,
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
  test('html goes in #root, data in #page-data (escaped), head in <head>', async () => {
    // A parameter /sobre does not declare never reaches its render (the page cache's key omits it).
    const html = await (await page('/sobre?x=1')).text();
    expect(html).toContain('<div id="root"><main><h1>Sobre a Busqy</h1><p>route /sobre </p></main></div>');
    expect(jsonBlock(html, 'page-data')).toEqual({ catalog: { note: '</script><script>alert(1)</script>' } });
    expect(html).not.toContain('<script>alert(1)');
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
    expect(html).toContain('<title>Termos de Uso | Busqy</title>');
  });
});
