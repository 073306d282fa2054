'use strict';

const { createAppConfig } = require('../webpack.shared.cjs');

const createConfig = createAppConfig({
  name: 'checkout',
  dir: __dirname,
  kind: 'remote',
  exposes: { './App': './src/App.tsx' },
});

// webpack 5.111 + @module-federation/enhanced 2.9.2 cannot expand [contenthash] in the filename of a
// chunk holding the federation runtime (module-federation/core#5077). The only such chunk named by
// output.filename is the stub entry, which the shell never loads, so it goes without a hash.
// remoteEntry.js is unhashed by design; the exposed modules' chunks keep their content hashes.
module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.output.filename = '[name].js';
  return config;
};
