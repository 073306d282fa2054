// The shell's HTTP server: the built shell (dist/), /runtime-config.json, and a same-origin proxy
// to the API so the session cookie is first-party. Tests start it on port 0.
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SECURITY_HEADERS } from './security-headers.mjs';

export { SECURITY_HEADERS };

/** Paths of SPEC §7 that belong to the API; everything else is the site. */
export const API_PREFIXES = Object.freeze([
  '/api',
  '/create-checkout-session',
  '/create-embedded-checkout-session',
  '/session-status',
  '/meta-capi',
  '/health',
]);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** webpack's output names: [name].[contenthash:8].(js|css) and their source maps. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css|mjs|svg|png|jpe?g|webp|avif|gif|ico|woff2?)(?:\.map)?$/;

function acceptsHtml(request) {
  return String(request.headers.accept ?? '').includes('text/html');
}

function isApiPath(url) {
  const pathname = url.split('?', 1)[0];
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * @param {object} options
 * @param {string} options.distDir         the built shell (index.html + hashed assets)
 * @param {string} options.apiUrl          upstream API origin, e.g. http://127.0.0.1:4000
 * @param {() => Promise<object>|object} options.runtimeConfig  body of /runtime-config.json
 * @param {(request: { pathname: string, search: string, route: object|null }) =>
 *   Promise<{ html: string, data?: unknown, head?: string } | null>} [options.pageContent]
 *   pre-rendered content of a page (shell/server/prerender); null keeps the empty root
 * @param {boolean|object} [options.logger]
 */
export async function createShellServer({ distDir, apiUrl, runtimeConfig, pageContent, logger = false }) {
  const app = Fastify({ logger, trustProxy: true });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });

  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return runtimeConfig();
  });

  for (const prefix of API_PREFIXES) {
    // Each prefix in its own plugin scope: the proxy registers its own body parsers.
    await app.register(fastifyHttpProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        // Cookies and Origin pass through untouched; the API also learns the public host and the
        // client's address (appended to any X-Forwarded-For chain, so the API can read it from the
        // right, trusting only its known proxies: rate limits and tracking need the real client).
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': [request.headers['x-forwarded-for'], request.socket.remoteAddress]
            .filter(Boolean)
            .join(', '),
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
        }),
      },
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: true,
    index: false,
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply here (not Node's response).
    setHeaders(reply, filePath) {
      reply.header('cache-control', HASHED_ASSET.test(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });

  async function sendIndex(request, reply) {
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    const url = new URL(request.url, 'http://shell.invalid');
    const content = pageContent
      ? await pageContent({ pathname: url.pathname, search: url.search, route: null }).catch((error) => {
          // Pre-rendering is an improvement: without it the page still works client-side.
          request.log.error(error, 'pageContent failed; serving the page without pre-rendered content');
          return null;
        })
      : null;
    if (!content) return reply.sendFile('index.html');
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const data =
      content.data === undefined
        ? ''
        : `<script type="application/json" id="page-data">${JSON.stringify(content.data).replace(/</g, '\\u003c')}</script>`;
    return reply.send(
      template
        .replace('</head>', `${content.head ?? ''}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${content.html}</div>${data}`),
    );
  }

  app.get('/', (request, reply) => sendIndex(request, reply));

  // Client-side routes (/planos, /area-usuario, unknown paths) get the app; the client shows 404.
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
    if (isPageRequest && !isApiPath(request.url)) return sendIndex(request, reply);
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url}` });
  });

  return app;
}
