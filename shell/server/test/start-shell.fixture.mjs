// Starts the shell server on a free port in a plain Node process (as `npm start` runs it) and
// prints the port. Used by app.test.mjs: Jest's module loader cannot require the ESM-only
// dependencies of @fastify/static on Node 20, real Node can.
import { createShellServer } from '../app.mjs';
import { buildRuntimeConfig, readRoutes } from '../config.mjs';

const { distDir, apiUrl, env } = JSON.parse(process.argv[2]);
const routes = await readRoutes();
const app = await createShellServer({
  distDir,
  apiUrl,
  runtimeConfig: () => buildRuntimeConfig(routes, env),
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
