// Writes dist/startup-assets.json: the shell's own files every first visit loads right after main.js
// (the async `import('./bootstrap')` boundary and the shared singletons the host provides), so the
// shell server can preload them with the page instead of waiting for main.js to ask for them.
'use strict';

const { jsonReportPlugin } = require('../../../webpack.shared.cjs');

const FILE = 'startup-assets.json';

function isStartupGroup(group, entryModules, shortener) {
  return group.origins.some((origin) => {
    if (!origin.module) return false;
    if (entryModules.has(origin.module)) return true; // import('./bootstrap')
    return origin.module.readableIdentifier(shortener).startsWith('provide shared module');
  });
}

/** dist/startup-assets.json: `{ js, css }`, the files of the startup chunk groups. */
const startupAssetsPlugin = () =>
  jsonReportPlugin('StartupAssetsPlugin', FILE, (compilation) => {
    const entryModules = new Set();
    for (const entrypoint of compilation.entrypoints.values()) {
      const chunk = entrypoint.getEntrypointChunk();
      for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk))
        entryModules.add(module);
    }
    const files = new Set();
    for (const group of compilation.chunkGroups) {
      if (!isStartupGroup(group, entryModules, compilation.requestShortener)) continue;
      for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
    }
    const list = [...files].filter((file) => /\.(?:js|css)$/.test(file)).sort();
    return {
      js: list.filter((file) => file.endsWith('.js')),
      css: list.filter((file) => file.endsWith('.css')),
    };
  });

module.exports = { startupAssetsPlugin, STARTUP_ASSETS_FILE: FILE };
