// What the shared webpack setup (webpack.shared.cjs) makes every app's bundles resolve to; `npm test`
// runs this with `node --test`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { createAppConfig, createPrerenderConfig } = require('../webpack.shared.cjs');
const { ResolverFactory, CachedInputFileSystem } = require('enhanced-resolve');
const fs = require('node:fs');

const SHELL = path.join(ROOT, 'shell');
const browserConfig = (mode) => createAppConfig({ name: 'shell', dir: SHELL, kind: 'host' })({}, { mode });
const serverConfig = createPrerenderConfig({
  name: 'shell',
  dir: SHELL,
  entry: './src/app/prerender/server-entry.ts',
  outputDir: path.join(ROOT, '.test-results', 'unused'),
  filename: 'renderer.cjs',
})();

/**
 * The file `request` resolves to from `context`, with the config's aliases and extensions and the
 * conditions webpack uses for an ES import on that target (webpack/lib/config/defaults.js).
 */
function resolveAs(config, request, conditionNames, context = SHELL) {
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    useSyncFileSystemCalls: true,
    extensions: config.resolve.extensions,
    alias: config.resolve.alias,
    conditionNames,
    mainFields: ['module', 'main'],
  });
  return resolver.resolveSync({}, context, request);
}

const BROWSER = ['webpack', 'production', 'browser', 'import', 'module'];
const NODE = ['webpack', 'production', 'node', 'import', 'module-sync', 'module'];

/** Whether React Router's build at `file` has its development warnings on. */
const devWarnings = (file) => {
  const chunks = readFileSync(file, 'utf8').match(/from "\.\/(chunk-[\w-]+\.m?js)"/g) ?? [];
  const sources = [file, ...chunks.map((c) => path.join(path.dirname(file), c.slice(8, -1)))];
  const flags = sources
    .map((f) => /var ENABLE_DEV_WARNINGS = (true|false);/.exec(readFileSync(f, 'utf8'))?.[1])
    .filter(Boolean);
  assert.equal(flags.length, 1, `one ENABLE_DEV_WARNINGS in ${file} and its chunks`);
  return flags[0] === 'true';
};

// React Router 7's package exports send every bundler to its development build
// (remix-run/react-router#14102): without the alias, these fail. The shell imports the router through
// react-router-dom, which imports both: they must land in the same build (they share its chunks), or
// the page would carry two routers.
for (const [name, config, conditions] of [
  ['a production browser build', browserConfig('production'), BROWSER],
  ['the pre-render build', serverConfig, NODE],
]) {
  test(`${name} bundles React Router's production build, through react-router-dom too`, () => {
    const dom = path.dirname(resolveAs(config, 'react-router-dom', conditions));
    for (const request of ['react-router', 'react-router/dom']) {
      for (const context of [SHELL, dom]) {
        const file = resolveAs(config, request, conditions, context);
        assert.match(file, /react-router[\\/]dist[\\/]production[\\/]/, `${request} from ${context}`);
        assert.equal(devWarnings(file), false);
      }
    }
  });
}

test('a development build keeps React Router with its warnings', () => {
  const file = resolveAs(browserConfig('development'), 'react-router', [
    'webpack',
    'development',
    'browser',
    'import',
    'module',
  ]);
  assert.equal(devWarnings(file), true);
});
