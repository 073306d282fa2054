// Remotes and an API for the pre-render tests, served over real HTTP: each origin serves a mutable
// map of path → body, and `publish` writes a remote release as its prerender build does
// (mf-manifest.json, prerender/index.json with the renderer's sha256, the renderer).
import { PRERENDER_FORMAT } from '@busqy/platform-contract/prerender';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { close, listen } from './helpers.mjs';

/** The frame the render workers load in these tests (fixtures/frame.cjs). */
export const TEST_FRAME = fileURLToPath(new URL('./fixtures/frame.cjs', import.meta.url));

/**
 * An origin serving `files` (path → body, changed at will) with ETags; `requests` lists the paths
 * asked, with ` 304` for a revalidated one.
 */
export async function serveFiles(files = {}) {
  const requests = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const body = files[path];
    requests.push(path);
    if (body === undefined) return response.writeHead(404).end('not found');
    // Revalidation as the remotes' server answers it (static-files.ts): an ETag, and 304 to it.
    const etag = `"${sha256(body).slice(0, 16)}"`;
    if (request.headers['if-none-match'] === etag) {
      requests[requests.length - 1] += ' 304';
      return response.writeHead(304, { etag }).end();
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream', etag }).end(body);
  });
  const origin = `http://127.0.0.1:${await listen(server)}`;
  return { origin, files, requests, close: () => close(server) };
}

export const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * A renderer as a remote's prerender build publishes it (CommonJS, shared packages only). `pages`:
 * path → the body of a function (seed, React) returning the page's element, so a test can make one
 * page throw, loop or allocate without bound; `dataNeeds`: the source of that export.
 */
export function rendererCode(
  label,
  {
    requires = 'react',
    pages = {},
    top = '',
    dataNeeds = "(route) => (route === '/planos' ? ['/api/catalog/plans'] : [])",
  } = {},
) {
  const custom = Object.entries(pages)
    .map(([path, body]) => `if (path === ${JSON.stringify(path)}) { ${body} }`)
    .join('\n');
  return `
    ${top}
    const React = require(${JSON.stringify(requires)});
    exports.default = {
      format: ${PRERENDER_FORMAT},
      pages: ${JSON.stringify(pageDefinitions(Object.keys(pages)))},
      dataNeeds: ${dataNeeds},
      head: (path, search, data) => ({
        title: ${JSON.stringify(label)} + ' ' + path,
        description: Object.keys(data.api).join(),
        canonicalPath: path,
        indexable: true,
        jsonLd: [],
      }),
      createPage: (seed) => function Page({ path }) {
        ${custom}
        return React.createElement('p', null, ${JSON.stringify(label)} + ' ' + JSON.stringify(seed.api) +
          (seed.renderedAt === undefined ? '' : ' at ' + seed.renderedAt));
      },
    };
  `;
}

/** The fixture renderer's pages (PageDefinition): /planos shows the time; `extra` are pages of a test's own. */
export function pageDefinitions(extra = []) {
  return [
    { path: '/planos', chunk: 'page-plans', showsTime: true },
    { path: '/sobre', chunk: 'page-none' },
    { path: '/area-secreta', chunk: 'page-secret' },
    ...extra.map((path) => ({ path, chunk: 'page-extra' })),
  ];
}

/** The pages a rendererCode renderer declares, as its build copies them into index.json. */
function pagesIn(code) {
  const declared = /^\s*pages: (\[.*\]),$/m.exec(code);
  return declared ? JSON.parse(declared[1]) : [];
}

/**
 * Publishes a release on `remote` (a serveFiles origin). `sha256` and `manifestPrerender` stand in
 * for what the prerender build writes, to publish a wrong one.
 */
export function publish(
  remote,
  {
    id,
    code,
    renderer = `renderer.${sha256(code).slice(0, 8)}.cjs`,
    pages = pagesIn(code),
    format = PRERENDER_FORMAT,
    // false: a dev server's manifest, which names no renderer (and stays the same text).
    pinned = true,
    ...wrong
  },
) {
  const hash = wrong.sha256 ?? sha256(code);
  remote.files['/prerender/index.json'] = JSON.stringify({ format, renderer, sha256: hash, pages });
  if (!/^https?:/.test(renderer)) remote.files[`/prerender/${renderer}`] = code;
  remote.files['/mf-manifest.json'] = JSON.stringify({
    id,
    ...(pinned
      ? { prerender: wrong.manifestPrerender ?? { renderer: `prerender/${renderer}`, sha256: hash } }
      : {}),
  });
}
