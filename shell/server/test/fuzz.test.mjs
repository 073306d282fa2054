// Seeded fuzzing of the shell server (pages, files, runtime config, API proxy to a stub API): no
// request, however odd, may get a 5xx or an internal message. Fixed seed: a failure replays exactly.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { readRouteConfig } from '../config.js';
import { buildRouteTable } from '../pages/route-table.js';
import { close, createFakeApi, listen, makeShellDist, startShell } from './helpers.mjs';

const SEED = 20_261_123;
const RUNS = 1500;

let distDir;
let api;
let shell;
// The paths routes.json routes while no remote has published its pages (the remotes are down here).
const routes = buildRouteTable(readRouteConfig());
const PAGE_PATHS = Object.values(routes)
  .flat()
  .map((route) => route.path);
const API_PATHS = [
  '/api/auth/set-cookie',
  '/api/auth/check-cookie',
  '/api/users/u1',
  '/api/catalog/plans',
  '/create-checkout-session',
  '/create-embedded-checkout-session',
  '/session-status',
  '/meta-capi',
  '/health',
];
const FILES = [
  '/main.1a2b3c4d.js',
  '/main.1a2b3c4d.js.map',
  '/runtime-config.json',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
];

const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%',
    '%2e%2e',
    '%00',
    '%ZZ',
    '~',
    'índice',
    '%C3%A1',
    'a'.repeat(300),
    '',
    ';',
    '@',
  ),
  fc.stringMatching(/^[\w.~%-]{1,12}$/),
);
const pathArbitrary = fc.oneof(
  fc.constantFrom(...PAGE_PATHS, ...API_PATHS, ...FILES),
  fc
    .tuple(fc.constantFrom(...PAGE_PATHS, ...API_PATHS, ''), fc.array(segment, { maxLength: 4 }))
    .map(([base, parts]) => [base, ...parts].join('/') || '/'),
);
const queryArbitrary = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?promo=novo',
    '?promo=%3Cscript%3E',
    '?afiliado=',
    '?promo=a&promo=b',
    '?%',
    '?session_id=cs_1',
  ),
  fc.stringMatching(/^\?[\w=&%.-]{0,40}$/),
);
const deepJson = fc.integer({ min: 1, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
const bodyArbitrary = fc.oneof(
  fc.constant(undefined),
  fc.json(),
  fc.string({ maxLength: 200 }),
  deepJson,
  fc.constantFrom('{', '{"a":', '\u0000\uffff', 'x'.repeat(2 * 1024 * 1024)),
);
const requestArbitrary = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  path: pathArbitrary,
  query: queryArbitrary,
  body: bodyArbitrary,
  headers: fc.record(
    {
      accept: fc.constantFrom('*/*', 'text/html', 'application/json', '', 'image/*', 'text/html;q=0'),
      'content-type': fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'x/y; charset=bogus',
      ),
      'accept-encoding': fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'br;q=0, gzip', 'bogus'),
      expect: fc.constant('100-continue'),
      'x-forwarded-for': fc.constantFrom('203.0.113.9', 'not-an-ip', '1.1.1.1, 2.2.2.2', ''),
      'if-none-match': fc.constantFrom('"x"', '*', 'W/"1"'),
      range: fc.constantFrom('bytes=0-10', 'bytes=999999-', 'bytes=abc', 'bytes=5-1'),
      cookie: fc.constantFrom('session=abc', 'a=%', ''),
    },
    { requiredKeys: [] },
  ),
});

/** Sends one request as written (no URL normalisation), resolves with status and body text. */
function send({ method, path, query, body, headers }) {
  return new Promise((resolve) => {
    const payload =
      body === undefined || method === 'GET' || method === 'HEAD' ? undefined : Buffer.from(body);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: shell.port,
        method,
        path: `${path}${query}`.replace(/[^\x21-\x7e]/g, encodeURIComponent),
        headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('latin1');
        response.on('data', (chunk) => (text += chunk.length < 4096 ? chunk : ''));
        response.on('end', () => resolve({ status: response.statusCode, text }));
        response.on('error', () => resolve({ status: response.statusCode, text }));
      },
    );
    // The server may cut an oversized upload short: that is a refusal, not a failure.
    request.on('error', (error) => resolve({ status: 0, text: error.code }));
    if (payload && headers.expect) request.on('continue', () => request.end(payload));
    else request.end(payload);
  });
}

beforeAll(async () => {
  distDir = await makeShellDist();
  api = createFakeApi();
  shell = await startShell({ distDir, apiUrl: `http://127.0.0.1:${await listen(api.server)}`, env: {} });
}, 20_000);

afterAll(async () => {
  await shell?.stop();
  await close(api?.server);
  await rm(distDir, { recursive: true, force: true });
});

test(`${RUNS} generated requests (seed ${SEED}): never a 5xx, never an internal message`, async () => {
  await fc.assert(
    fc.asyncProperty(requestArbitrary, async (request) => {
      const { status, text } = await send(request);
      expect(status).toBeLessThan(500);
      expect(text).not.toMatch(/Cannot read properties|TypeError|ReferenceError|FST_|ECONN|\n\s+at /);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
}, 60_000);

test.each([
  ['a bad Content-Length', 'POST /api/users HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
  [
    'both Content-Length and chunked',
    'POST /meta-capi HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ],
  ['a broken request line', 'GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['a header without a colon', 'GET / HTTP/1.1\r\nHost x\r\n\r\n'],
  ['HTTP/1.0 without Host', 'GET /planos HTTP/1.0\r\n\r\n'],
])('malformed HTTP (%s) gets a 4xx or a page, never a 5xx', async (_label, raw) => {
  const answer = await new Promise((resolve) => {
    const socket = connect(shell.port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    // The answer's status line is all this test needs.
    socket.on('data', (chunk) => {
      text += chunk;
      socket.destroy();
      resolve(text);
    });
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  const status = Number(answer.match(/^HTTP\/1\.[01] (\d{3})/)?.[1]);
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(500);
});
