// The remotes' nginx.conf (compose.yaml) against the remote server's rules (shell/server/static-files.ts):
// the same cache class per file, the same files refused, and the server's headers in every location
// (nginx drops inherited add_header lines in a location that adds its own). No nginx here: the file is
// read, its locations' regular expressions run in JavaScript (they use nothing JS reads differently).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildServer } from '../../shell/build/build-server.mjs';

await buildServer();
const { cacheControlFor, isDevelopmentOnly } = await import('../../shell/server/static-files.js');

const CONF = readFileSync(new URL('../remotes/nginx.conf', import.meta.url), 'utf8');

/** The server block as a tree: { args, headers: [name], cacheControl, returns, blocks } (no comments). */
function parse(text) {
  const root = { args: 'root', headers: [], returns: null, blocks: [] };
  const stack = [root];
  // Statements end at ';', blocks open at '{' and close at '}', outside quotes (as nginx reads them).
  const tokens = text.replace(/^\s*#[^\n]*/gm, '').match(/(?:"[^"]*"|'[^']*'|[^;{}"'])+[;{]|}/g) ?? [];
  for (const raw of tokens) {
    const token = raw.trim();
    const current = stack.at(-1);
    if (token === '}') stack.pop();
    else if (token.endsWith('{')) {
      const block = { args: token.slice(0, -1).trim(), headers: [], returns: null, blocks: [] };
      current.blocks.push(block);
      stack.push(block);
    } else if (token.startsWith('add_header ')) {
      const [, name, value] = /^add_header\s+(\S+)\s+"([^"]*)"/.exec(token);
      current.headers.push(name);
      if (name === 'Cache-Control') current.cacheControl = value;
    } else if (token.startsWith('return ')) current.returns ??= Number(/^return\s+(\d+)/.exec(token)[1]);
  }
  assert.equal(stack.length, 1, 'unbalanced braces');
  return root.blocks.find((block) => block.args === 'server');
}

const server = parse(CONF);
const regexLocations = (block) =>
  block.blocks
    .filter((child) => child.args.startsWith('location ~ '))
    .map((child) => ({
      ...child,
      regex: new RegExp(child.args.slice('location ~ '.length).replace(/^"(.*)"$/, '$1')),
    }));

/** What nginx answers for `uri`: 404, or the Cache-Control it sets (null: the file is not served). */
function nginxAnswer(uri) {
  // Top-level regular-expression locations: the first that matches, in the file's order.
  const top = regexLocations(server).find((location) => location.regex.test(uri));
  if (!top) return null;
  if (top.returns !== null) return top.returns;
  const nested = regexLocations(top).find((location) => location.regex.test(uri)) ?? top;
  assert.ok(nested.cacheControl, `${uri}: no Cache-Control`);
  return nested.cacheControl;
}

test('nginx gives each remote file the cache class of the remote server, and refuses what it refuses', () => {
  const files = [
    'mf-manifest.json',
    'remoteEntry.js',
    'page-assets.json',
    'prerender/index.json',
    'prerender/renderer.27d51a8a.cjs',
    '__federation_expose_App.93a2483d.js',
    '__federation_expose_App.93a2483d.js.map',
    '206.2c065955.css',
    '206.2c065955.css.gz',
    'static/media/logo.0a1b2c3d.svg',
    'static/media/photo.0a1b2c3d.jpeg',
    'fonts/inter.0a1b2c3d.woff2',
    'chunk.0123456789abcdef.js',
    'mf-stats.json',
    'prerender/mf-stats.json',
    'robots.txt',
  ];
  for (const remote of ['marketing', 'account', 'checkout']) {
    for (const file of files) {
      const uri = `/${remote}/${file}`;
      const expected = isDevelopmentOnly(uri) ? 404 : cacheControlFor(uri);
      assert.equal(nginxAnswer(uri), expected, uri);
    }
  }
  assert.equal(nginxAnswer('/marketing/prerender/renderer.27d51a8a.cjs'), 'no-cache');
});

test("every location that adds a header repeats the server's own (nginx does not inherit them then)", () => {
  assert.deepEqual(server.headers.sort(), ['Access-Control-Allow-Origin', 'X-Content-Type-Options']);
  const locations = [];
  const walk = (block) => {
    for (const child of block.blocks) {
      if (child.args.startsWith('location')) locations.push(child);
      walk(child);
    }
  };
  walk(server);
  const adding = locations.filter((location) => location.headers.length > 0);
  assert.ok(adding.length >= 2);
  for (const location of adding) {
    for (const header of server.headers)
      assert.ok(location.headers.includes(header), `${location.args}: ${header}`);
  }
});
