// Starts the shell server with options from the environment (see config.ts for every variable).
import { createShellServer } from './app.js';
import { createCatalogClient } from './pages/catalog-client.js';
import { serverOptionsFromEnv } from './config.js';
import { drainMsFromEnv, stopOnSignals } from './lifecycle.js';
import { createPageContent } from './prerender/page-content.js';
import { errorMessage, loggerOptions } from './logging.js';
import type { Probes } from './lifecycle.js';
import type { WarmUpReport } from './pages/warm-up.js';
import { createShellMetrics } from './metrics.js';

function settingsFromEnv() {
  try {
    return { ...serverOptionsFromEnv(process.env), drainMs: drainMsFromEnv(process.env) };
  } catch (error) {
    // A configuration problem is the operator's to fix: the message, not a stack trace.
    console.error(`Busqy shell: ${errorMessage(error)}`);
    process.exit(1);
  }
}
const settings = settingsFromEnv();
const { host, port, drainMs, maxConcurrentRenders, ...options } = settings;
const metrics = createShellMetrics();
// One cache of the API's answers for the pages' <head> and their pre-rendered content.
const catalog = createCatalogClient(options);
const app = await createShellServer({
  ...options,
  metrics,
  pageContent: createPageContent({
    ...options,
    catalog,
    // The route table's and the preloads' (config.ts): one cache of each remote's release.
    releases: options.remoteReleases,
    maxConcurrentRenders,
    metrics: metrics.pageContent,
  }),
  logger: loggerOptions(process.env.LOG_LEVEL || 'info', 'shell'),
});

stopOnSignals(app, app.getDecorator<Probes>('probes'), drainMs);

// GET /readyz answers 503 until the warm-up is over (pages/warm-up.ts); it logs its own outcome.
void app.getDecorator<() => Promise<WarmUpReport>>('warmUp')();
await app.listen({ host, port });
app.log.info(`Busqy shell: http://localhost:${port} (API proxied to ${options.apiUrl})`);
