// Compressed, well-cached static files: used by the shell server and by the remotes' server
// (remote-server.ts), so both follow one policy. Hashed files are immutable for a year; anything
// else (index.html, remoteEntry.js, mf-manifest.json, robots…) is revalidated on every use.
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** webpack's output names ([name].[contenthash:8].ext), their source maps and precompressed twins. */
const HASHED_FILE =
  /\.[0-9a-f]{8}\.(?:js|css|mjs|svg|png|jpe?g|webp|avif|gif|ico|woff2?)(?:\.map)?(?:\.br|\.gz)?$/;

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/** A request for a file (has an extension), not a page: a missing one is a plain 404. */
function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type ConstrainedHandler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

/**
 * The route constraint that keeps the static files' wildcard route to paths that look like files:
 * without it every page request (/planos) went through @fastify/static first, which lists the build
 * folder (its path-spelling check) and stats the path and its .br twin before giving up, a third of a
 * cached page's cost under load.
 */
const FILE_REQUESTS: ConstraintStrategy = {
  name: 'resource',
  storage() {
    const handlers = new Map<string, ConstrainedHandler>();
    return {
      get: (value: string) => handlers.get(value) ?? null,
      set: (value: string, handler: ConstrainedHandler) => void handlers.set(value, handler),
    };
  },
  deriveConstraint: (request: { url?: string }) => {
    const url = request.url ?? '';
    const end = url.indexOf('?');
    return looksLikeFile(end < 0 ? url : url.slice(0, end)) ? 'file' : 'page';
  },
  mustMatchWhenDerived: false,
};

const FILE_ONLY = { [FILE_REQUESTS.name]: 'file' };
/** The constraints of a route for pages only (the shell's pages beside the static files' wildcard). */
export const PAGE_REQUESTS = { [FILE_REQUESTS.name]: 'page' };

/** Registers the file-or-page constraint on `app` (once). */
export function addFileConstraint(app: FastifyInstance): void {
  if (!app.hasConstraintStrategy(FILE_REQUESTS.name)) app.addConstraintStrategy(FILE_REQUESTS);
}

export function isSourceMap(pathname: string): boolean {
  return /\.map(?:$|\?)/.test(pathname);
}

/**
 * Files a build writes for developers only: source maps (the sources) and the federation plugin's
 * mf-stats.json (build paths and the module graph). Production answers 404 for them.
 */
export function isDevelopmentOnly(pathname: string): boolean {
  return isSourceMap(pathname) || /(?:^|\/)mf-stats\.json(?:$|\?)/.test(pathname);
}

/**
 * Brotli (or gzip for older clients) on every compressible answer: HTML, JS, CSS, JSON, SVG, XML,
 * including streams (static files) and proxied API answers that arrive uncompressed. Brotli quality
 * 5 is both smaller than gzip -6 and cheap enough per request on a small machine. Open pages come
 * precompressed from the page cache (pages/page-cache.ts): an answer that already has a
 * Content-Encoding is left as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 256,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/**
 * Serves `root` under `/` with the cache policy above. `.br`/`.gz` files beside an asset (written
 * at build time) are sent as they are; otherwise registerCompression compresses on the fly.
 * sourceMaps: whether source maps and mf-stats.json are served (not in production).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { root, sourceMaps }: { root: string; sourceMaps: boolean },
): Promise<void> {
  addFileConstraint(app);
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    wildcard: true,
    // Pages never reach it (the shell's page route takes them: PAGE_REQUESTS).
    constraints: FILE_ONLY,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Production never publishes source maps or mf-stats.json (they expose the sources and the build):
    // a plain 404.
    allowedPath: (pathname) => sourceMaps || !isDevelopmentOnly(pathname),
    // @fastify/static 10 passes the Fastify reply here (not Node's response).
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}
