// Starts the shell server on a free port in a plain Node process (as `npm start` runs it) and
// prints the port. Used by the server tests: Jest's module loader cannot require the ESM-only
// dependencies of @fastify/static on Node 20, real Node can.
import { createShellServer } from '../app.js';
import { buildRuntimeConfig, remoteReleasesFromEnv, routeTableFromEnv } from '../config.js';
import { createShellMetrics } from '../metrics.js';
import { createPageContent } from '../prerender/page-content.js';
import { fileURLToPath } from 'node:url';
import { fakeRemoteHead } from './helpers.mjs';

const {
  distDir,
  apiUrl,
  env = {},
  fakePageContent = false,
  prerender = false,
  metrics = false,
  hangingPath = null,
  // The warm-up started before listening, as main.ts does; /sobre degraded for its first ms.
  warmUp = false,
  degradedForMs = 0,
  ...rest
} = JSON.parse(process.argv[2]);
const startedAt = Date.now();
// The route table as the server builds it (routes.json + the pages of the remotes' releases, from the
// one release cache the preloads read too), both rechecked every second.
const remoteReleases = remoteReleasesFromEnv(env, { recheckMs: 1000 });
const routes = routeTableFromEnv(env, { recheckMs: 1000, releases: remoteReleases });
let hangingRenders = 0;

/** An attribute value as React writes it. */
const escapeAttribute = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * A stand-in for the pre-renderer (shell/server/prerender): the remote's head (fakeRemoteHead) of
 * every marketing page, content for /sobre and /home (a page with API reads),
 * the API reads of /planos, a failure for /termos, /bio naming its remote, and `hangingPath`
 * rendered once, then hanging (a remote or API that stopped answering).
 */
async function pageContent({ pathname, search, route, config }) {
  if (!config.remotes.marketing.routes.some((r) => r.path === route.path)) return null;
  const pageHead = fakeRemoteHead(route);
  if (pathname === hangingPath) {
    hangingRenders += 1;
    if (hangingRenders > 1) return new Promise(() => {});
    return { pageHead, html: `<main>render ${hangingRenders} ${search}</main>`, pageData: '{}' };
  }
  // Which marketing remote the page was rendered with (a browser's override or the configured one).
  if (pathname === '/bio')
    return { pageHead, html: `<main>bio from ${config.remotes.marketing.entry}</main>` };
  if (pathname === '/home') {
    return { pageHead, html: '<main><h1>Planos</h1></main>', pageData: '{"api":{}}' };
  }
  if (pathname === '/planos') return { pageHead, preloads: ['/api/catalog/plans'] };
  // Plan cards whose signed-out choice is an early navigation, the attribute escaped as React
  // writes it: the page prefetches /cadastro (early-input.ts earlyPrefetch).
  if (pathname === '/selecionar-plano') {
    const choice = (plan) =>
      escapeAttribute(
        JSON.stringify({ to: '/cadastro', store: { selectedPlan: JSON.stringify({ name: plan }) } }),
      );
    return {
      pageHead,
      html: `<main><button data-early-input="page" data-early-navigate="${choice('Start')}">Começar</button><button data-early-input="page" data-early-navigate="${choice('Top')}">Começar</button></main>`,
      pageData: '{}',
    };
  }
  if (pathname === '/sobre' && Date.now() < startedAt + degradedForMs)
    return { degraded: true, reason: 'API unreachable' };
  if (pathname === '/sobre') {
    return {
      pageHead,
      html: `<main><h1>Sobre a Busqy</h1><p>route ${route?.path} ${search}</p></main>`,
      pageData: '{"note":"\\u003c/script>"}',
      head: '<link rel="stylesheet" href="/prerendered.css">',
    };
  }
  // A form captured before hydration (its submit needs the app): the page fetches its scripts early.
  if (pathname === '/solucoes')
    return {
      pageHead,
      html: '<main><form data-early-input="page" method="post"><input name="email"><button>Entrar</button></form></main>',
      pageData: '{}',
    };
  if (pathname === '/termos') throw new Error('pre-render exploded');
  return { pageHead };
}

const runtimeConfig = async () => buildRuntimeConfig(await routes.current(), env);
/** `prerender`: the real pre-renderer (prerender/page-content.ts) with the test frame (fixture-remotes.mjs). */
const realPageContent = prerender
  ? createPageContent({
      runtimeConfig,
      apiUrl,
      shellRenderer: fileURLToPath(new URL('./fixtures/frame.cjs', import.meta.url)),
      releases: remoteReleases,
    })
  : undefined;

const app = await createShellServer({
  distDir,
  apiUrl,
  routes: routes.current,
  remoteReleases,
  runtimeConfig,
  ...(fakePageContent ? { pageContent } : {}),
  ...(realPageContent ? { pageContent: realPageContent } : {}),
  ...(metrics ? { metrics: createShellMetrics() } : {}),
  ...rest,
});
if (warmUp) void app.getDecorator('warmUp')();
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
process.once('SIGTERM', () =>
  Promise.all([app.close(), realPageContent?.close()]).then(() => process.exit(0)),
);
