// The shell is the module-federation host: remotes are registered at run time from
// /runtime-config.json, so no remote URL is part of this build.
'use strict';

const { createAppConfig } = require('../webpack.shared.cjs');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, kind: 'host' });
