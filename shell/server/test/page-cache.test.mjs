// The page cache (pages/page-cache.ts) and how open pages are served from it: over real HTTP (the
// shell server in its own process) for the headers, ETags and 304, the key, and stale-while-revalidate
// when the upstream hangs; the module itself for the byte bound and single-flight; the API answers'
// cache (pages/catalog-client.ts) for its stale answers and its bound.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createCatalogClient } from '../pages/catalog-client.js';
import {
  DEGRADED_RETRY_MS,
  createPageCache,
  pageBody,
  negotiateEncoding,
  pageCacheKey,
} from '../pages/page-cache.js';
import { rawGet, startShellWithFakes } from './helpers.mjs';

const FRESH_MS = 300;
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
let stack;
let shell;

beforeAll(async () => {
  stack = await startShellWithFakes({
    metrics: true,
    hangingPath: '/solucoes',
    pageCache: { freshMs: FRESH_MS },
  });
  shell = stack.shell;
}, 20_000);

afterAll(() => stack?.stop());

const get = (url, headers = {}) => rawGet(`${shell.base}${url}`, headers);

/** shell_page_cache_total by result, from GET /metrics. */
async function cacheCounts() {
  const text = (await get('/metrics')).body.toString();
  const count = (result) =>
    Number(text.match(new RegExp(`shell_page_cache_total\\{result="${result}"\\} (\\d+)`))?.[1] ?? 0);
  return { hit: count('hit'), stale: count('stale'), miss: count('miss'), degraded: count('degraded') };
}

describe('open pages over HTTP', () => {
  test('precompressed brotli, gzip or identity by Accept-Encoding, with one strong ETag per encoding, and vary', async () => {
    const br = await get('/sobre', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/sobre', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    const identity = await get('/sobre', { 'accept-encoding': 'identity' });
    expect([br.status, gzip.status, identity.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const html = identity.body.toString();
    expect(html).toContain('<h1>Sobre a Busqy</h1>');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    for (const response of [br, gzip, identity]) {
      expect(response.headers['cache-control']).toBe(SHARED);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    const tags = new Set([br, gzip, identity].map((response) => response.headers.etag));
    expect(tags.size).toBe(3);
  });

  test("304 to a matching If-None-Match (the same encoding's tag), 200 to another encoding's", async () => {
    const first = await get('/sobre', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    const again = await get('/sobre', { 'accept-encoding': 'br', 'if-none-match': `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(SHARED);
    const weak = await get('/sobre', { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` });
    expect(weak.status).toBe(304);
    const otherEncoding = await get('/sobre', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
  });

  test('ad-click ids and utm_* make no entry and get the same bytes; a declared parameter makes one; order does not matter', async () => {
    const plain = await get('/sobre', { 'accept-encoding': 'br' });
    const before = await cacheCounts();
    for (const query of ['?fbclid=abc1', '?fbclid=abc2&utm_source=facebook', '?gclid=x&utm_campaign=y']) {
      const response = await get(`/sobre${query}`, { 'accept-encoding': 'br' });
      expect(response.body.equals(plain.body)).toBe(true);
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
    const afterClicks = await cacheCounts();
    expect(afterClicks.miss).toBe(before.miss);

    // /planos-promo declares promo, parceiro and afiliado: each value is a page of its own.
    await get('/planos-promo?promo=blackfriday&utm_source=x', { 'accept-encoding': 'br' });
    await get('/planos-promo?parceiro=joana&promo=blackfriday', { 'accept-encoding': 'br' });
    const afterPromos = await cacheCounts();
    expect(afterPromos.miss).toBe(afterClicks.miss + 2);
    await get('/planos-promo?promo=blackfriday&fbclid=1', { 'accept-encoding': 'br' });
    await get('/planos-promo?promo=blackfriday&parceiro=joana', { 'accept-encoding': 'br' });
    expect((await cacheCounts()).miss).toBe(afterPromos.miss);
  });

  test('protected routes, the 404 page and a failed pre-render are private or uncached, and kept by no cache', async () => {
    const before = await cacheCounts();
    for (const [url, status, cacheControl] of [
      ['/area-usuario', 200, 'private, no-cache'],
      ['/nao-existe', 404, 'private, no-cache'],
      ['/termos', 200, 'no-cache'], // the fixture's pre-render throws: the browser renders it
    ]) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.status).toBe(status);
      expect(response.headers['cache-control']).toBe(cacheControl);
    }
    // /termos was asked (a miss) and not kept: asked again at once, its degraded page goes out again
    // (not rendered again on every request); the shared cache never holds it.
    const again = await get('/termos', { 'accept-encoding': 'br' });
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['content-encoding']).toBe('br');
    const after = await cacheCounts();
    expect(after.miss).toBe(before.miss + 1);
    expect(after.degraded).toBe(before.degraded + 1);
  });

  test('when the upstream hangs, the stale page goes out at once while one render runs in the background', async () => {
    const first = await get('/solucoes?fbclid=1', { 'accept-encoding': 'identity' });
    expect(first.body.toString()).toContain('<main>render 1 </main>');
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 50));
    const before = await cacheCounts();
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const response = await get('/solucoes', { 'accept-encoding': 'identity' });
      expect(performance.now() - started).toBeLessThan(500);
      expect(response.body.toString()).toContain('<main>render 1 </main>');
      expect(response.headers['cache-control']).toBe(SHARED);
    }
    expect((await cacheCounts()).stale).toBe(before.stale + 3);
  });
});

describe('the page cache', () => {
  const page = (size, extra = {}) => ({ status: 200, html: 'x'.repeat(size), ...extra });
  // Random text: the compressed bodies cost about as much as the identity body.
  const noisy = (size) => ({
    status: 200,
    html: Array.from({ length: size }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join(
      '',
    ),
  });

  test('is bounded by bytes, dropping the least recently used first', async () => {
    // Each entry holds ~33 KB (~16 KB brotli and ~17 KB gzip of 20 KB of random text; no identity
    // body): two fit, three do not.
    const cache = createPageCache({ maxBytes: 80_000 });
    await cache.get('/a', async () => noisy(20_000));
    await cache.get('/b', async () => noisy(20_000));
    await cache.get('/a', async () => noisy(20_000)); // /a used again: /b is now the oldest
    expect(cache.size).toBe(2);
    await cache.get('/c', async () => noisy(20_000));
    expect(cache.bytes).toBeLessThanOrEqual(80_000);
    expect(cache.has('/b')).toBe(false);
    expect(cache.has('/a')).toBe(true);
    expect(cache.has('/c')).toBe(true);
    // A page larger than the whole bound is sent, never kept.
    const huge = await cache.get('/huge', async () => noisy(150_000));
    expect((await pageBody(huge, 'identity')).length).toBe(150_000);
    expect(cache.has('/huge')).toBe(false);
  });

  test('keeps the brotli and gzip bodies only, and inflates the identity body when asked', async () => {
    const cache = createPageCache();
    const html = 'Página <b>ção</b> '.repeat(500);
    const entry = await cache.get('/k', async () => ({ status: 200, html }));
    expect(Object.keys(entry.bodies).sort()).toEqual(['br', 'gzip']);
    expect(cache.bytes).toBe(entry.bytes + entry.bodies.br.length + entry.bodies.gzip.length);
    expect(brotliDecompressSync(await pageBody(entry, 'br')).toString()).toBe(html);
    expect(gunzipSync(await pageBody(entry, 'gzip')).toString()).toBe(html);
    expect((await pageBody(entry, 'identity')).toString()).toBe(html);
  });

  test('renders a key once however many ask at once; a degraded page is sent, not kept', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page(1000);
    };
    const entries = await Promise.all([1, 2, 3].map(() => cache.get('/x', render)));
    expect(renders).toBe(1);
    expect(new Set(entries).size).toBe(1);
    const degraded = await cache.get('/y', async () =>
      page(1000, { degraded: true, degradedReason: 'busy' }),
    );
    expect(degraded.degraded).toBe(true);
    expect(degraded.reason).toBe('busy'); // what the server logs as it sends it (app.ts)
    const br = await pageBody(degraded, 'br');
    expect(brotliDecompressSync(br).toString()).toBe('x'.repeat(1000));
    expect(await pageBody(degraded, 'br')).toBe(br); // compressed once
    expect(degraded.document.encoded.gzip).toBeUndefined(); // only the encodings asked for
    expect(cache.has('/y')).toBe(false);
    // Another key whose degraded page is the same document (every promo link under the render
    // bound): the same bodies, not compressed again.
    const other = await cache.get('/z', async () => page(1000, { degraded: true }));
    expect(other).not.toBe(degraded);
    expect(other.document).toBe(degraded.document);
    expect(await pageBody(other, 'br')).toBe(br);
  });

  test('a degraded page is sent again, not rendered again, until DEGRADED_RETRY_MS; then it is tried again', async () => {
    let clock = 0;
    const cache = createPageCache({ now: () => clock });
    let renders = 0;
    const degradedRender = async () => {
      renders += 1;
      return page(1000, { degraded: true });
    };
    const first = await cache.get('/y', degradedRender);
    expect(await cache.get('/y', degradedRender)).toBe(first);
    expect(renders).toBe(1);
    clock += DEGRADED_RETRY_MS;
    const kept = await cache.get('/y', async () => page(1000, { html: 'full' }));
    expect(kept.degraded).toBeUndefined();
    expect((await pageBody(kept, 'identity')).toString()).toBe('full');
    expect(cache.has('/y')).toBe(true);
  });

  test('keys whose page is the same document (every unknown promo code) share one compressed copy', async () => {
    const cache = createPageCache();
    const first = await cache.get('/planos-promo?promo=x1', async () => page(5000));
    const before = cache.bytes;
    const second = await cache.get('/planos-promo?promo=x2', async () => page(5000));
    expect(second.bodies).toBe(first.bodies);
    expect(cache.bytes - before).toBeLessThan(1000);
  });

  test('a degraded render never replaces a kept page', async () => {
    // A background render (its compression runs in libuv's thread pool) is done after this.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 200));
    let clock = 0;
    const cache = createPageCache({ freshMs: 1000, now: () => clock });
    await cache.get('/p', async () => page(10, { html: 'good' }));
    clock = 2000;
    let renders = 0;
    const degradedRender = async () => {
      renders += 1;
      return { status: 200, html: 'bad', degraded: true };
    };
    const stale = await cache.get('/p', degradedRender);
    expect((await pageBody(stale, 'identity')).toString()).toBe('good');
    await settled();
    expect((await pageBody(await cache.get('/p', degradedRender), 'identity')).toString()).toBe('good');
    // Its refresh came out degraded: not tried on every stale hit, only after DEGRADED_RETRY_MS.
    expect(renders).toBe(1);
    clock += DEGRADED_RETRY_MS;
    await cache.get('/p', async () => page(10, { html: 'new' }));
    await settled();
    expect((await pageBody(await cache.get('/p', async () => page(10)), 'identity')).toString()).toBe('new');
  });

  test.each([
    ['/planos', '?utm_source=facebook&fbclid=1', [], '/planos', ''],
    ['/planos/', '', [], '/planos', ''],
    [
      '/planos-promo',
      '?promo=b&parceiro=a&x=1',
      ['promo', 'parceiro'],
      '/planos-promo?parceiro=a&promo=b',
      '?parceiro=a&promo=b',
    ],
  ])('key of %s%s (declared %j) is %s', (pathname, search, declared, key, normalized) => {
    expect(pageCacheKey(pathname, search, declared)).toEqual({ key, search: normalized });
  });

  test.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %s → %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});

describe('the API answers (one cache for the <head> and the pre-render)', () => {
  function fakeApi() {
    const state = { calls: 0, hang: false, price: '99,90' };
    const fetchImpl = async (url, { signal }) => {
      state.calls += 1;
      if (state.hang) {
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      }
      if (String(url).includes('/promos/')) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify({ price: state.price }), { status: 200 });
    };
    return { state, fetchImpl };
  }

  test('one request per path at once; stale answers at once while the API hangs', async () => {
    const { state, fetchImpl } = fakeApi();
    let clock = 0;
    const catalog = createCatalogClient({
      apiUrl: 'http://api.test',
      fetchImpl,
      now: () => clock,
      timeoutMs: 100,
    });
    const answers = await Promise.all([1, 2, 3].map(() => catalog.get('/api/catalog/plans')));
    expect(answers).toEqual([{ price: '99,90' }, { price: '99,90' }, { price: '99,90' }]);
    expect(state.calls).toBe(1);
    clock = 60_000;
    state.hang = true;
    const started = performance.now();
    await expect(catalog.answer('/api/catalog/plans')).resolves.toEqual({ price: '99,90' });
    expect(performance.now() - started).toBeLessThan(50);
    // The API answers again: the next request after the renewal has the new price.
    await new Promise((resolve) => setTimeout(resolve, 150));
    state.hang = false;
    state.price = '79,90';
    await catalog.get('/api/catalog/plans');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(catalog.get('/api/catalog/plans')).resolves.toEqual({ price: '79,90' });
  });

  test('unknown promo codes are answered null and cannot fill memory', async () => {
    const { fetchImpl } = fakeApi();
    const catalog = createCatalogClient({ apiUrl: 'http://api.test', fetchImpl, maxEntries: 50 });
    for (let i = 0; i < 500; i += 1) await expect(catalog.promo(`amiga-${i}`)).resolves.toBeNull();
    expect(catalog.size).toBe(50);
  });
});
