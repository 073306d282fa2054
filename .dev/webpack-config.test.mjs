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

/** The file `request` (imported from the shell's code) resolves to, as webpack resolves it. */
function resolveAs(config, request, conditionNames) {
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    useSyncFileSystemCalls: true,
    extensions: config.resolve.extensions,
    alias: config.resolve.alias,
    conditionNames,
    mainFields: ['module', 'main'],
  });
  return resolver.resolveSync({}, SHELL, request);
}

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
// (remix-run/react-router#14102): without the alias, these fail.
for (const request of ['react-router', 'react-router/dom']) {
  test(`a production browser build bundles React Router's production build (${request})`, () => {
    const file = resolveAs(browserConfig('production'), request, [
      'webpack',
      'production',
      'browser',
      'import',
    ]);
    assert.match(file, /react-router[\\/]dist[\\/]production[\\/]/);
    assert.equal(devWarnings(file), false);
  });

  test(`the pre-render build bundles React Router's production build (${request})`, () => {
    const file = resolveAs(serverConfig, request, ['webpack', 'production', 'node', 'require']);
    assert.match(file, /react-router[\\/]dist[\\/]production[\\/]/);
    assert.equal(devWarnings(file), false);
  });
}

test('a development build keeps React Router with its warnings', () => {
  const file = resolveAs(browserConfig('development'), 'react-router', [
    'webpack',
    'development',
    'browser',
    'import',
  ]);
  assert.equal(devWarnings(file), true);
});
