// Test support: one API process for the two-instance test. Configured by the environment like
// main.ts; listens on a random port and prints {"port": n} on stdout once it accepts requests.
import 'reflect-metadata';

import { loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';

async function main(): Promise<void> {
  const app = await createApp(loadConfig(process.env), { logLevel: 'error' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('API instance failed to start:', error);
  process.exit(1);
});
