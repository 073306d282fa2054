import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { loadConfigOrExplain } from './config/app-config';
import { Readiness } from './health/readiness';

async function main(): Promise<void> {
  const config = loadConfigOrExplain(process.env);
  if (config === undefined) process.exit(1);
  // Loaded only once the configuration is accepted: a refused boot answers at once, without loading Nest.
  const { createApp } = await import('./create-app.js');
  const app = await createApp(config);
  await app.listen({ port: config.apiPort, host: '0.0.0.0' });
  const db =
    config.database.kind === 'postgres'
      ? 'PostgreSQL'
      : `PGlite (${config.database.kind === 'pglite' ? config.database.dataDir : 'memory'})`;
  const stripe = config.stripe.endpoint
    ? `emulator at ${config.stripe.endpoint.protocol}://${config.stripe.endpoint.host}:${config.stripe.endpoint.port}`
    : 'Stripe API';
  const logger = new Logger('Bootstrap');
  logger.log(`API listening on http://localhost:${config.apiPort} (database: ${db}; Stripe: ${stripe})`);
  stopOnSignals(app, config.shutdownDrainMs, logger);
}

/**
 * SIGTERM (an orchestrator's stop): /readyz fails at once, requests keep being served for the drain
 * delay (load balancers take a few seconds to notice), then the server closes and the process exits.
 * SIGINT (Ctrl-C) closes at once. app.close() runs the modules' shutdown hooks (workers, pools).
 */
function stopOnSignals(app: NestFastifyApplication, drainMs: number, logger: Logger): void {
  let stopping = false;
  const close = () =>
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('API failed to stop cleanly:', error);
        process.exit(1);
      },
    );
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    app.get(Readiness).startDraining();
    logger.log(`SIGTERM: not ready any more; closing in ${drainMs} ms`);
    setTimeout(() => void close(), drainMs);
  });
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
