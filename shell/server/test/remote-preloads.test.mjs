import { afterEach, describe, expect, test } from '@jest/globals';
import { createRemotePreloads, preloadsFromManifest } from '../pages/remote-preloads.js';
import { createRemoteReleases } from '../prerender/remote-releases.js';
import { serveFiles } from './fixture-remotes.mjs';
import { REMOTE_MANIFEST } from './helpers.mjs';

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const URL_ = 'https://mkt.example/mf-manifest.json';

function manifestWith(chunk) {
  return {
    ...REMOTE_MANIFEST,
    exposes: [{ path: './App', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
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

  test('read from the release cache: revalidated with the ETag after 5 s, served stale meanwhile; a new manifest is picked up', async () => {
    let now = 0;
    const remote = await serveFiles({ '/mf-manifest.json': JSON.stringify(manifestWith('a.11111111.js')) });
    servers.push(remote);
    const url = `${remote.origin}/mf-manifest.json`;
    const releases = createRemoteReleases({ runtimeConfig: () => ({ remotes: {} }), now: () => now });
    const preloadsFor = createRemotePreloads({ releases });
    const hrefs = async () => (await preloadsFor(url)).map((p) => p.href);

    expect(await hrefs()).toContain(`${remote.origin}/a.11111111.js`);
    now = 4_000;
    await hrefs();
    expect(remote.requests.filter((path) => path.startsWith('/mf-manifest.json'))).toHaveLength(1);

    now = 6_000; // stale: served as it was while it is revalidated
    expect(await hrefs()).toContain(`${remote.origin}/a.11111111.js`);
    await releases.settled();
    expect(remote.requests.at(-1)).toBe('/mf-manifest.json 304'); // unchanged

    remote.files['/mf-manifest.json'] = JSON.stringify(manifestWith('a.22222222.js'));
    now = 12_000;
    await hrefs();
    await releases.settled();
    expect(await hrefs()).toContain(`${remote.origin}/a.22222222.js`);
  });

  test('single-flight: pages asking at once share one manifest request', async () => {
    const remote = await serveFiles({ '/mf-manifest.json': JSON.stringify(REMOTE_MANIFEST) });
    servers.push(remote);
    const url = `${remote.origin}/mf-manifest.json`;
    const releases = createRemoteReleases({ runtimeConfig: () => ({ remotes: {} }) });
    const preloadsFor = createRemotePreloads({ releases });
    const answers = await Promise.all(Array.from({ length: 5 }, () => preloadsFor(url)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual(preloadsFromManifest(REMOTE_MANIFEST, url));
    expect(remote.requests.filter((path) => path === '/mf-manifest.json')).toHaveLength(1);
  });

  test('a remote that is down gives no preloads, and is asked again later', async () => {
    let now = 0;
    const remote = await serveFiles({});
    servers.push(remote);
    const url = `${remote.origin}/mf-manifest.json`;
    const releases = createRemoteReleases({ runtimeConfig: () => ({ remotes: {} }), now: () => now });
    const preloadsFor = createRemotePreloads({ releases });
    expect(await preloadsFor(url)).toEqual([]);
    remote.files['/mf-manifest.json'] = JSON.stringify(REMOTE_MANIFEST);
    now = 6_000;
    expect(await preloadsFor(url)).toEqual(preloadsFromManifest(REMOTE_MANIFEST, url));
  });
});
