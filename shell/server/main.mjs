// Starts the shell server with options from the environment (see config.mjs for every variable).
import { createShellServer } from './app.mjs';
import { createCatalogClient } from './pages/catalog-client.js';
import { serverOptionsFromEnv } from './config.mjs';
import { drainMsFromEnv, stopOnSignals } from './lifecycle.js';
import { createPageContent } from './prerender/page-content.js';
import { createRemoteReleases } from './prerender/remote-releases.js';
import { loggerOptions } from './logging.js';
import { createShellMetrics } from './metrics.mjs';

let settings;
try {
  settings = { ...serverOptionsFromEnv(process.env), drainMs: drainMsFromEnv(process.env) };
} catch (error) {
  // A configuration problem is the operator's to fix: the message, not a stack trace.
  console.error(`Busqy shell: ${error.message}`);
  process.exit(1);
}
const { host, port, drainMs, maxConcurrentRenders, ...options } = settings;
const metrics = createShellMetrics();
// One cache of each remote's release, read by the preloads and by pre-rendering.
const remoteReleases = createRemoteReleases(options);
// One cache of the API's answers for the pages' <head> and their pre-rendered content.
const catalog = createCatalogClient(options);
const app = await createShellServer({
  ...options,
  metrics,
  remoteReleases,
  pageContent: createPageContent({
    ...options,
    catalog,
    releases: remoteReleases,
    maxConcurrentRenders,
    metrics: metrics.pageContent,
  }),
  logger: loggerOptions(process.env.LOG_LEVEL || 'info', 'shell'),
});

stopOnSignals(app, app.probes, drainMs);

await app.listen({ host, port });
app.log.info(`Busqy shell: http://localhost:${port} (API proxied to ${options.apiUrl})`);
