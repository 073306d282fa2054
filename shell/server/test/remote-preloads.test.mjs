import { describe, expect, test } from '@jest/globals';
import { createRemotePreloads, preloadsFromManifest } from '../pages/remote-preloads.mjs';
import { REMOTE_MANIFEST } from './helpers.mjs';

const URL_ = 'https://mkt.example/mf-manifest.json';

function manifestWith(chunk) {
  return {
    ...REMOTE_MANIFEST,
    exposes: [{ path: './App', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
  };
}

/** A fetch that serves `state.manifest` with an ETag and honours If-None-Match. */
function fakeFetch(state) {
  return async (url, init) => {
    state.calls.push({ url, ifNoneMatch: init.headers['if-none-match'] ?? null });
    if (state.down) throw new Error('ECONNREFUSED');
    const etag = `"${state.version}"`;
    if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(state.manifest), { headers: { etag } });
  };
}

describe('remote preloads from mf-manifest.json', () => {
  test('lists remoteEntry.js and the first chunks of ./App, not the lazy ones nor the manifest', () => {
    expect(preloadsFromManifest(REMOTE_MANIFEST, URL_).map((p) => p.href)).toEqual([
      'https://mkt.example/remoteEntry.js',
      'https://mkt.example/app.0b05d030.css',
      'https://mkt.example/__federation_expose_App.5f6ecb8b.js',
    ]);
    expect(preloadsFromManifest({ nothing: true }, URL_)).toEqual([]);
  });

  test('cached 30 s, then revalidated with the ETag; a new manifest is picked up', async () => {
    let now = 0;
    const state = { manifest: manifestWith('a.11111111.js'), version: 1, calls: [] };
    const preloadsFor = createRemotePreloads({ fetchImpl: fakeFetch(state), now: () => now });
    const hrefs = async () => (await preloadsFor(URL_)).map((p) => p.href);

    expect(await hrefs()).toContain('https://mkt.example/a.11111111.js');
    now = 29_000;
    await hrefs();
    expect(state.calls).toHaveLength(1);

    now = 31_000; // stale: served as it was while it is revalidated
    expect(await hrefs()).toContain('https://mkt.example/a.11111111.js');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.calls[1]).toEqual({ url: URL_, ifNoneMatch: '"1"' }); // 304: unchanged

    state.manifest = manifestWith('a.22222222.js');
    state.version = 2;
    now = 62_000;
    await hrefs();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await hrefs()).toContain('https://mkt.example/a.22222222.js');
  });

  test('a remote that is down gives no preloads, and is asked again later', async () => {
    let now = 0;
    const state = { manifest: REMOTE_MANIFEST, version: 1, calls: [], down: true };
    const preloadsFor = createRemotePreloads({ fetchImpl: fakeFetch(state), now: () => now });
    expect(await preloadsFor(URL_)).toEqual([]);
    state.down = false;
    now = 60_000;
    await preloadsFor(URL_);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await preloadsFor(URL_)).length).toBeGreaterThan(0);
  });
});
