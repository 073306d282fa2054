// Writes dist/startup-assets.json: the shell's own files every first visit loads right after main.js
// (the async `import('./bootstrap')` boundary and the shared singletons the host provides), so the
// shell server can preload them with the page instead of waiting for main.js to ask for them.
'use strict';

const FILE = 'startup-assets.json';

function isStartupGroup(group, entryModules, shortener) {
  return group.origins.some((origin) => {
    if (!origin.module) return false;
    if (entryModules.has(origin.module)) return true; // import('./bootstrap')
    return origin.module.readableIdentifier(shortener).startsWith('provide shared module');
  });
}

class StartupAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entryModules = new Set();
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(
              entrypoint.getEntrypointChunk(),
            )) {
              entryModules.add(module);
            }
          }
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            if (!isStartupGroup(group, entryModules, compilation.requestShortener)) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
          }
          const list = [...files].filter((file) => /\.(?:js|css)$/.test(file)).sort();
          const json = {
            js: list.filter((file) => file.endsWith('.js')),
            css: list.filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(json, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { StartupAssetsPlugin, STARTUP_ASSETS_FILE: FILE };
