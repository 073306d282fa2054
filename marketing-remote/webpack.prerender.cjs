// The server renderer of this remote's open routes (see src/prerender/renderer.tsx), published in
// dist/prerender/ with an index.json naming it. Built after the browser build (npm run build).
'use strict';

const path = require('node:path');
const { createPrerenderConfig } = require('../webpack.shared.cjs');

/** Writes index.json: the renderer's (content-hashed) file name, read by the shell server. */
class PrerenderIndexPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrerenderIndexPlugin', stage: compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const renderer = compilation
            .getAssets()
            .map((asset) => asset.name)
            .find((name) => name.startsWith('renderer.') && name.endsWith('.cjs'));
          if (!renderer) throw new Error('prerender build produced no renderer');
          const index = JSON.stringify({ format: 1, renderer }, null, 2);
          compilation.emitAsset('index.json', new compiler.webpack.sources.RawSource(index));
        },
      );
    });
  }
}

module.exports = createPrerenderConfig({
  name: 'marketing',
  dir: __dirname,
  entry: './src/prerender/renderer.tsx',
  outputDir: path.join(__dirname, 'dist', 'prerender'),
  filename: 'renderer.[contenthash:8].cjs',
  plugins: [new PrerenderIndexPlugin()],
});
