// The shell is the module-federation host: remotes are registered at run time from
// /runtime-config.json, so no remote URL is part of this build.
'use strict';

const { createAppConfig } = require('../webpack.shared.cjs');

const baseConfig = createAppConfig({ name: 'shell', dir: __dirname, kind: 'host' });

/**
 * webpack 5.111 + @module-federation/enhanced 2.9: the federation runtime module resolves the chunk
 * filename while hashes are still being computed, when [contenthash] is not known yet, and the build
 * fails ("Path variable [contenthash:8] not implemented in this context", module-federation/core
 * #5077). It only needs the file's folder at that point, so give it the unhashed name until the
 * content hash exists; emitted files keep their content hash.
 */
function contentHashedWhenKnown(template) {
  if (typeof template !== 'string' || !template.includes('[contenthash')) return template;
  const unhashed = template.replace(/\.\[contenthash(?::\d+)?\]/, '');
  return (pathData) => (pathData.chunk?.contentHash?.javascript ? template : unhashed);
}

module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  config.output.filename = contentHashedWhenKnown(config.output.filename);
  config.output.chunkFilename = contentHashedWhenKnown(config.output.chunkFilename);
  return config;
};
