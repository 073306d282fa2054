// Starts the shell server on a free port in a plain Node process (as `npm start` runs it) and
// prints the port. Used by the server tests: Jest's module loader cannot require the ESM-only
// dependencies of @fastify/static on Node 20, real Node can.
import { createShellServer } from '../app.mjs';
import { buildRuntimeConfig, readRoutes } from '../config.mjs';
import { createShellMetrics } from '../metrics.mjs';

const {
  distDir,
  apiUrl,
  env = {},
  fakePageContent = false,
  metrics = false,
  hangingPath = null,
  ...rest
} = JSON.parse(process.argv[2]);
const routes = await readRoutes();
let hangingRenders = 0;

/**
 * A stand-in for the pre-renderer (shell/server/prerender): content for /sobre and for
 * /home (a page with API reads), a failure for /termos, and /bio naming its remote.
 */
async function pageContent({ pathname, search, route, config }) {
  // `hangingPath`: rendered once, then its upstream hangs (a remote or API that stopped answering).
  if (pathname === hangingPath) {
    hangingRenders += 1;
    if (hangingRenders > 1) return new Promise(() => {});
    return { html: `<main>render ${hangingRenders} ${search}</main>`, data: {} };
  }
  // Which marketing remote the page was rendered with (a browser's override or the configured one).
  if (pathname === '/bio') return { html: `<main>bio from ${config.remotes.marketing.entry}</main>` };
  if (pathname === '/home') {
    return { html: '<main><h1>Planos</h1></main>', data: { api: {} } };
  }
  if (pathname === '/sobre') {
    return {
      html: `<main><h1>Sobre a Busqy</h1><p>route ${route?.path} ${search}</p></main>`,
      data: { catalog: { note: '</script><script>alert(1)</script>' } },
      head: '<link rel="stylesheet" href="/prerendered.css">',
    };
  }
  if (pathname === '/termos') throw new Error('pre-render exploded');
  return null;
}

const app = await createShellServer({
  distDir,
  apiUrl,
  runtimeConfig: () => buildRuntimeConfig(routes, env),
  ...(fakePageContent ? { pageContent } : {}),
  ...(metrics ? { metrics: createShellMetrics() } : {}),
  ...rest,
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
