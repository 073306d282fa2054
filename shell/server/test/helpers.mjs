// Shared by the shell-server tests: a built-shell stand-in, a stand-in API and remote, and the
// shell server itself in a child Node process (start-shell.fixture.mjs).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURE = fileURLToPath(new URL('./start-shell.fixture.mjs', import.meta.url));

/** Like the built index.html (html-webpack-plugin output, minified). */
export const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"/><title>Busqy — genérico</title>' +
  '<meta name="description" content="Descrição genérica"/><link rel="icon" href="/favicon.svg"/>' +
  '<script defer="defer" src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

/** Big enough to be worth compressing, like a real bundle. */
export const MAIN_JS = `${'console.log("main chunk of the shell");\n'.repeat(400)}`;

/** The shell's startup stylesheet (dist/startup-assets.json names it). */
export const STARTUP_CSS = ':root{--color-primary:#4a1fb8}\n/*# sourceMappingURL=320.2870e7a8.css.map*/';

export const CATALOG_PLANS = {
  currency: 'BRL',
  intervals: [
    { id: 'monthly', label: 'Mensal', months: 1, toggle: true },
    { id: 'quarterly', label: 'Trimestral', months: 3, toggle: false },
    { id: 'biannual', label: 'Semestral', months: 6, toggle: true },
  ],
  defaultInterval: 'biannual',
  plans: [
    {
      id: 'profissional',
      name: 'Profissional',
      description: 'Para começar',
      prices: {
        monthly: { interval: 'monthly', amounts: { total: 4990 } },
        quarterly: { interval: 'quarterly', amounts: { total: 9790 } },
        biannual: { interval: 'biannual', amounts: { total: 19960 } },
      },
    },
  ],
};

/** Writes a dist/ folder like `npm run build -w shell` does. */
export async function makeShellDist() {
  const distDir = await mkdtemp(path.join(tmpdir(), 'shell-dist-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'main.1a2b3c4d.js'), MAIN_JS);
  await writeFile(path.join(distDir, 'main.1a2b3c4d.js.map'), JSON.stringify({ version: 3, sources: ['x'] }));
  await writeFile(
    path.join(distDir, 'mf-stats.json'),
    JSON.stringify({ id: 'shell', metaData: { buildInfo: {} } }),
  );
  await writeFile(path.join(distDir, 'main.1a2b3c4d.css'), `${'.a{color:red}\n'.repeat(200)}`);
  await writeFile(
    path.join(distDir, 'startup-assets.json'),
    JSON.stringify({ js: ['262.e23e7a65.js'], css: ['320.2870e7a8.css'] }),
  );
  await writeFile(path.join(distDir, '320.2870e7a8.css'), STARTUP_CSS);
  await writeFile(
    path.join(distDir, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', pad: 'x'.repeat(2000) }),
  );
  return distDir;
}

export function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

export function close(server) {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

/**
 * A stand-in API: echoes what it received, sets a cookie like the auth routes, serves the catalog.
 * `requests` collects what arrived.
 */
export function createFakeApi({ catalogDown = false } = {}) {
  const requests = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      let body;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      requests.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/api/auth/set-cookie') {
        response.setHeader('set-cookie', 'session=abc123; Path=/; HttpOnly; SameSite=Lax');
      }
      if (request.url.startsWith('/api/catalog/') && catalogDown) {
        response.statusCode = 503;
        response.end('{}');
        return;
      }
      if (request.url === '/api/catalog/plans') {
        response.end(JSON.stringify(CATALOG_PLANS));
        return;
      }
      if (request.url.startsWith('/api/catalog/promos/')) {
        // Like the catalog: two campaigns, referrals of a code's shape, anything else a 400.
        const code = request.url.split('/').pop();
        const campaign = ['blackfriday', 'novo'].includes(code);
        if (!campaign && !/^(?=.{3,20}$)(?!.*\d{5})[a-z0-9]+(?:[-_][a-z0-9]+)?$/.test(code)) {
          response.statusCode = 400;
          response.end(JSON.stringify({ statusCode: 400, message: 'Este link de promoção não é válido.' }));
          return;
        }
        const title = code === 'blackfriday' ? 'Black Friday Busqy' : 'Boas-vindas ao Busqy';
        response.end(
          JSON.stringify({
            currency: 'BRL',
            promo: { code, title, subtitle: `Oferta ${code}: 10% OFF`, referral: !campaign },
          }),
        );
        return;
      }
      if (request.url.startsWith('/api/missing')) {
        response.statusCode = 404;
        response.end(JSON.stringify({ message: 'nope' }));
        return;
      }
      response.end(
        JSON.stringify({ path: request.url, method: request.method, cookie: request.headers.cookie ?? null }),
      );
    });
  });
  return { server, requests };
}

export const REMOTE_MANIFEST = {
  metaData: { name: 'marketing', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      path: './App',
      assets: {
        js: { sync: ['__federation_expose_App.5f6ecb8b.js'], async: ['411.e9de0f2d.js'] },
        css: { sync: ['app.0b05d030.css'], async: [] },
      },
    },
  ],
};

/** The marketing pages a stand-in remote publishes (its prerender/index.json `pages`). */
export const REMOTE_PAGES = Object.freeze([
  { path: '/', chunk: 'page-landing' },
  { path: '/home', chunk: 'page-landing', canonical: '/' },
  { path: '/planos', chunk: 'page-plans' },
  { path: '/selecionar-plano', chunk: 'page-plans', canonical: '/planos' },
  { path: '/planos-promo', chunk: 'page-promo', query: ['promo', 'parceiro', 'afiliado'], showsTime: true },
  {
    path: '/promo',
    chunk: 'page-promo',
    canonical: '/planos-promo',
    query: ['promo', 'parceiro', 'afiliado'],
    showsTime: true,
  },
  { path: '/bio', chunk: 'page-bio' },
  { path: '/termos', chunk: 'page-terms' },
  { path: '/sobre', chunk: 'page-about' },
  { path: '/solucoes', chunk: 'page-solutions' },
]);

/** The head a stand-in remote's renderer gives a page (PageHead): a path in its JSON-LD, too. */
export function fakeRemoteHead(route) {
  const canonicalPath = route.canonical ?? route.path;
  return {
    title: `Página ${canonicalPath} | Busqy`,
    description: `Descrição da página ${canonicalPath}, dada pelo remote.`,
    canonicalPath,
    indexable: true,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebPage', url: canonicalPath }],
  };
}

/**
 * A stand-in remote origin that serves an mf-manifest.json with an ETag and, when `state.pages` is
 * set, a prerender/index.json publishing them (`state.pages` may change: a remote deploy).
 * `requests` counts the manifest's.
 */
export function createFakeRemote(manifest = REMOTE_MANIFEST, { pages } = {}) {
  const state = { manifest, pages, requests: 0 };
  const server = createServer((request, response) => {
    if (request.url === '/prerender/index.json' && state.pages) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ format: 2, renderer: 'renderer.0.cjs', sha256: '', pages: state.pages }));
      return;
    }
    state.requests += 1;
    const body = JSON.stringify(state.manifest);
    const etag = `"${body.length}-${state.manifest.metaData.name}"`;
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('etag', etag);
    response.setHeader('content-type', 'application/json');
    response.end(body);
  });
  return { server, state };
}

/** Runs createShellServer in a child Node process; resolves with its base URL and a stop(). */
export async function startShell(options) {
  // Its first line of output is {"port": …}.
  const { match, stop, output } = await startProcess([FIXTURE, JSON.stringify(options)], {
    ready: /^.*\n/,
  });
  const { port } = JSON.parse(match[0]);
  return { base: `http://127.0.0.1:${port}`, port, stop, output };
}

/** GET without decoding: status, headers and the bytes as they travelled. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Runs a command until it prints a line matching `ready`; resolves with the match and a stop(). */
export function startProcess(args, { env = {}, ready }) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    // stop() sends SIGTERM: no drain delay in tests unless one asks for it.
    env: { ...process.env, SHUTDOWN_DRAIN_MS: '0', ...env },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = output.match(ready);
      if (!match) return;
      resolve({
        match,
        /** Everything it has printed so far (its log, with a logger option). */
        output: () => output,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/**
 * A built-shell stand-in, the stand-in API and marketing remote (the account remote down) and the shell
 * server in front of them, with `options` for createShellServer (start-shell.fixture.mjs); stop() ends all.
 */
export async function startShellWithFakes(options = {}) {
  const distDir = await makeShellDist();
  const api = createFakeApi();
  const remote = createFakeRemote(REMOTE_MANIFEST, { pages: REMOTE_PAGES });
  const [apiPort, remotePort] = await Promise.all([listen(api.server), listen(remote.server)]);
  const shell = await startShell({
    distDir,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    fakePageContent: true,
    env: { MARKETING_REMOTE_URL: `http://127.0.0.1:${remotePort}`, ACCOUNT_REMOTE_URL: 'http://127.0.0.1:9' },
    ...options,
  });
  return {
    shell,
    api,
    remote,
    remotePort,
    distDir,
    async stop() {
      await shell.stop();
      await Promise.all([close(api.server), close(remote.server)]);
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
