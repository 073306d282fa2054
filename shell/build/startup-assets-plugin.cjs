// Writes dist/startup-assets.json: the shell's own files every first visit loads right after main.js
// (the async `import('./bootstrap')` boundary and the shared singletons the host provides), so the
// shell server can preload them with the page instead of waiting for main.js to ask for them.
'use strict';

const { jsonReportPlugin } = require('../../webpack.shared.cjs');

const FILE = 'startup-assets.json';

/** 'bootstrap' for the entry's import('./bootstrap') group, 'shared' for a shared singleton's, else null. */
function startupGroupKind(group, entryModules, shortener) {
  for (const origin of group.origins) {
    if (!origin.module) continue;
    if (entryModules.has(origin.module)) return 'bootstrap';
    if (origin.module.readableIdentifier(shortener).startsWith('provide shared module')) return 'shared';
  }
  return null;
}

/**
 * The chunk groups every first visit loads right after main.js: the entry's import('./bootstrap')
 * group and the shared singletons'. Throws without the bootstrap group: the list would silently lose
 * the shell's CSS, and pages would paint unstyled.
 */
function startupChunkGroups(compilation) {
  const entryModules = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    const chunk = entrypoint.getEntrypointChunk();
    for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) {
      entryModules.add(module);
      // An entry concatenated with what it imports: the import() origin is the inner module.
      for (const inner of module.modules ?? []) entryModules.add(inner);
    }
  }
  const kinds = compilation.chunkGroups.map((group) => ({
    group,
    kind: startupGroupKind(group, entryModules, compilation.requestShortener),
  }));
  if (!kinds.some(({ kind }) => kind === 'bootstrap'))
    throw new Error(
      `the shell's startup groups: the entry's import('./bootstrap') chunk group was not found`,
    );
  return kinds.filter(({ kind }) => kind !== null).map(({ group }) => group);
}

/** dist/startup-assets.json: `{ js, css }`, the files of the startup chunk groups. */
const startupAssetsPlugin = () =>
  jsonReportPlugin('StartupAssetsPlugin', FILE, (compilation) => {
    const files = new Set();
    for (const group of startupChunkGroups(compilation))
      for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
    const list = [...files].filter((file) => /\.(?:js|css)$/.test(file)).sort();
    return {
      js: list.filter((file) => file.endsWith('.js')),
      css: list.filter((file) => file.endsWith('.css')),
    };
  });

module.exports = { startupAssetsPlugin, startupChunkGroups, STARTUP_ASSETS_FILE: FILE };
