// The shell is the module-federation host: remotes are registered at run time from
// /runtime-config.json, so no remote URL is part of this build.
'use strict';

const { createAppConfig } = require('../webpack.shared.cjs');
const { startupAssetsPlugin, startupChunkGroups } = require('./build/startup-assets-plugin.cjs');

// A first visit runs the startup groups besides main.js (compile hints); Firebase and the legacy
// router come later, when asked for.
const appConfig = createAppConfig({
  name: 'shell',
  dir: __dirname,
  kind: 'host',
  firstLoadGroups: startupChunkGroups,
});

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  // The shell server preloads the files this lists (dist/startup-assets.json).
  config.plugins.push(startupAssetsPlugin());
  return config;
};
