import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { loadConfigOrExplain } from './config/app-config';

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
  new Logger('Bootstrap').log(
    `API listening on http://localhost:${config.apiPort} (database: ${db}; Stripe: ${stripe})`,
  );
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
