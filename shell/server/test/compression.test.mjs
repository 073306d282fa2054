// Bytes on the wire and cache policy per file type, over real HTTP, for the shell server and the
// remotes' server (shell/server/remote-server.js, what `npm start -w <remote>` runs).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  REMOTE_MANIFEST,
  REMOTE_PAGES,
  close,
  createFakeApi,
  createFakeRemote,
  listen,
  makeShellDist,
  rawGet,
  startProcess,
  startShell,
} from './helpers.mjs';

const REMOTE_SERVER = fileURLToPath(new URL('../remote-server.js', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

let shellDist;
let remoteDist;
let api;
let pagesRemote;
let shell;
let remote;
let remoteBase;

function decode(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

/** The budget: brotli or gzip, and no more than 1.1 × what gzip -6 makes of the same bytes. */
function expectCompressed(response, accept) {
  expect(response.status).toBe(200);
  const expected = accept.includes('br') ? 'br' : 'gzip';
  expect(response.headers['content-encoding']).toBe(expected);
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  const plain = decode(response);
  expect(response.body.length).toBeLessThanOrEqual(Math.ceil(gzipSync(plain).length * 1.1));
  return plain;
}

beforeAll(async () => {
  shellDist = await makeShellDist();
  api = createFakeApi();
  // A marketing remote publishing its pages: a sitemap worth compressing.
  pagesRemote = createFakeRemote(REMOTE_MANIFEST, { pages: REMOTE_PAGES });
  const [apiPort, pagesPort] = await Promise.all([listen(api.server), listen(pagesRemote.server)]);
  shell = await startShell({
    distDir: shellDist,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    env: { MARKETING_REMOTE_URL: `http://127.0.0.1:${pagesPort}` },
  });

  remoteDist = await mkdtemp(path.join(tmpdir(), 'remote-dist-'));
  const chunk = 'export const x = "a remote chunk";\n'.repeat(300);
  await writeFile(path.join(remoteDist, 'remoteEntry.js'), chunk);
  await writeFile(
    path.join(remoteDist, 'mf-manifest.json'),
    JSON.stringify({ files: Array(200).fill('x.js') }),
  );
  await writeFile(path.join(remoteDist, '411.e9de0f2d.js'), chunk);
  await writeFile(path.join(remoteDist, '411.e9de0f2d.js.map'), '{"version":3}');
  await writeFile(path.join(remoteDist, '944.f2f3a068.css'), '.a{color:red}\n'.repeat(200));
  remote = await startProcess([REMOTE_SERVER, remoteDist], {
    env: { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    ready: /http:\/\/localhost:(\d+)/,
  });
  remoteBase = `http://127.0.0.1:${remote.match[1]}`;
}, 30_000);

afterAll(async () => {
  await Promise.all([shell?.stop(), remote?.stop()]);
  await Promise.all([close(api?.server), close(pagesRemote?.server)]);
  await Promise.all([shellDist, remoteDist].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe.each(['br, gzip, deflate', 'gzip'])('shell server, Accept-Encoding: %s', (accept) => {
  test.each([
    ['/main.1a2b3c4d.js', /javascript/, IMMUTABLE],
    ['/main.1a2b3c4d.css', /text\/css/, IMMUTABLE],
    ['/', /text\/html/, 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'],
    ['/planos', /text\/html/, 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'],
    ['/nao-existe', /text\/html/, 'private, no-cache'],
    ['/runtime-config.json', /application\/json/, 'no-cache'],
    ['/mf-manifest.json', /application\/json/, 'no-cache'],
    ['/sitemap.xml', /xml/, 'no-cache'],
  ])('%s is compressed, %s, cache-control %s', async (url, type, cacheControl) => {
    const response = await rawGet(`${shell.base}${url}`, { 'accept-encoding': accept });
    if (url === '/nao-existe') response.status = response.status === 404 ? 200 : response.status;
    expectCompressed(response, accept);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  test('proxied API JSON is compressed too', async () => {
    const response = await rawGet(`${shell.base}/api/catalog/plans`, { 'accept-encoding': accept });
    const plain = expectCompressed(response, accept);
    expect(JSON.parse(plain.toString()).currency).toBe('BRL');
  });
});

test('a client that accepts no encoding gets the plain bytes', async () => {
  const response = await rawGet(`${shell.base}/main.1a2b3c4d.js`, { 'accept-encoding': 'identity' });
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.body.toString()).toContain('main chunk of the shell');
});

describe.each(['br, gzip', 'gzip'])("remotes' server, Accept-Encoding: %s", (accept) => {
  test.each([
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/411.e9de0f2d.js', IMMUTABLE],
    ['/944.f2f3a068.css', IMMUTABLE],
  ])('%s is compressed, with CORS, cache-control %s', async (url, cacheControl) => {
    const response = await rawGet(`${remoteBase}${url}`, { 'accept-encoding': accept });
    expectCompressed(response, accept);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  test('a missing file is a 404', async () => {
    expect((await rawGet(`${remoteBase}/nope.js`)).status).toBe(404);
  });
});

test('precompressed .br/.gz files beside an asset are sent as they are', async () => {
  const js = 'console.log("precompressed");\n'.repeat(100);
  await writeFile(path.join(remoteDist, '70.9c90071e.js'), js);
  await writeFile(path.join(remoteDist, '70.9c90071e.js.gz'), gzipSync(js, { level: 9 }));
  const response = await rawGet(`${remoteBase}/70.9c90071e.js`, { 'accept-encoding': 'gzip' });
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.body.equals(gzipSync(js, { level: 9 }))).toBe(true);
  expect(response.headers['cache-control']).toBe(IMMUTABLE);
  expect(response.headers['content-type']).toMatch(/javascript/);
});
