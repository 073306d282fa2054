// Version skew on real releases (README "Releasing"; in npm test): builds from git the previous
// released commit (.release/previous: its shell and remotes) and the last contract-2.x commit
// (.release/contract-2: its remotes), then opens every open route of the route table in Chromium:
//   1. today's shell with the previous release's remotes;
//   2. the previous release's shell with today's remotes;
//   3. today's shell with the 2.x remotes (the previous major, served during its migration window).
// Fails when a route shows the error boundary's fallback; prints the degraded routes (rendered by
// the browser alone instead of pre-rendered, or a contract warning in the console).
//
// Old commits are extracted with `git archive` and built offline with this checkout's node_modules
// (a node_modules of links, the old workspaces in place of @busqy/*). Builds are cached by commit in
// .test-results/skew, so a second run only serves and visits. The shells use SKEW_API_URL (npm test
// passes its stack's API); without it pages that read the catalog show their own error state (not the
// error boundary) and are rendered by the browser alone.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from '../../.dev/free-port.mjs';
import { spawnCaptured, stopCaptured } from '../../.dev/spawn-captured.mjs';
import { buildServer } from '../build/build-server.mjs';

// The server's modules are TypeScript compiled in place: compiled (if stale) before they are imported.
await buildServer();
const { readRouteConfig } = await import('../server/config.js');
const { buildRouteTable } = await import('../server/pages/route-table.js');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Not under node_modules: the loaders skip anything there. .test-results is git-, lint- and format-ignored.
const CACHE = path.join(ROOT, '.test-results', 'skew');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));
const FALLBACK = 'Não foi possível carregar esta página.';
/**
 * A plan chosen before each visit (as /planos stores it): /upsell then loads its offers from the API
 * and /cadastro and /checkout show the choice, instead of sending the visitor back to /planos.
 */
const SELECTED_PLAN = {
  name: 'Top Afiliado',
  price: 'R$ 119,90',
  period: '/mês',
  priceRaw: '119.90',
  interval: 'month',
};
const REMOTES = ['marketing', 'account', 'checkout'];
/** Where each workspace package lives in a checkout (the old trees have the same layout). */
const BUSQY = {
  'api-types': 'backend/api-types',
  'platform-contract': 'shell/platform-contract',
  shell: 'shell',
  'marketing-remote': 'marketing-remote',
  'account-remote': 'account-remote',
  'checkout-remote': 'checkout-remote',
  backend: 'backend',
};

/**
 * The commit .release/<name> names, fetched when this clone lacks it (a shallow CI clone); a tag of
 * the same name (release/<name>, kept for people) that names another commit is reported.
 */
function release(name) {
  const commit = readFileSync(path.join(ROOT, '.release', name), 'utf8').trim();
  const has = () => spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT }).status === 0;
  if (!has()) {
    console.log(`» skew: ${commit.slice(0, 7)} (.release/${name}) não está neste clone; buscando...`);
    spawnSync('git', ['fetch', '--quiet', '--depth=1', 'origin', commit], { cwd: ROOT, stdio: 'inherit' });
    if (!has()) {
      throw new Error(
        `.release/${name} names ${commit}, which this clone lacks: git fetch origin ${commit} (or clone without --depth)`,
      );
    }
  }
  const tag = spawnSync('git', ['rev-parse', '--verify', '--quiet', `refs/tags/release/${name}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  if (tag && tag !== commit) {
    console.log(
      `» skew: aviso: a tag release/${name} (${tag.slice(0, 7)}) difere de .release/${name}; vale o arquivo`,
    );
  }
  return commit;
}

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout;
}

/**
 * The commit's tree with the given workspaces built, from the cache when it has them. The tree gets
 * a node_modules of links to this checkout's packages, with @busqy/* pointing at its own workspaces.
 */
function builtTree(commit, workspaces) {
  const dir = path.join(CACHE, commit);
  const done = (workspace) => path.join(dir, workspace, 'dist', '.skew-built');
  if (workspaces.every((workspace) => existsSync(done(workspace)))) return dir;
  if (!existsSync(path.join(dir, 'package.json'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
    sh('tar', ['-x', '-C', dir], { input: archive.stdout });
    const modules = path.join(dir, 'node_modules');
    mkdirSync(path.join(modules, '@busqy'), { recursive: true });
    for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
      if (entry === '@busqy' || entry === '.cache') continue;
      symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
    }
    for (const [name, folder] of Object.entries(BUSQY)) {
      if (existsSync(path.join(dir, folder)))
        symlinkSync(path.join(dir, folder), path.join(modules, '@busqy', name));
    }
  }
  for (const workspace of workspaces) {
    if (existsSync(done(workspace))) continue;
    console.log(`» skew: construindo ${workspace} de ${commit.slice(0, 7)}...`);
    const started = Date.now();
    sh('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: dir });
    writeFileSync(done(workspace), new Date().toISOString());
    console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  return dir;
}

const children = [];
function serve(name, args, options) {
  const started = spawnCaptured(name, process.execPath, args, options);
  children.push(started.child);
  return started;
}

async function waitFor(url, processInfo, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (processInfo.child.exitCode !== null)
      throw new Error(`${processInfo.name} exited:\n${processInfo.output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer:\n${processInfo.output()}`);
}

/** A tree's built remotes, each on its own port (this checkout's static server, as npm start serves). */
async function serveRemotes(label, tree) {
  const urls = {};
  for (const remote of REMOTES) {
    const port = await freePort();
    const info = serve(`${label} ${remote}`, [path.join(ROOT, 'shell/server/remote-server.js'), 'dist'], {
      cwd: path.join(tree, `${remote}-remote`),
      env: { PORT: String(port), HOST: '127.0.0.1' },
    });
    urls[remote] = `http://localhost:${port}`;
    await waitFor(`${urls[remote]}/mf-manifest.json`, info);
  }
  return urls;
}

/** A tree's shell server with the given remotes (no API: an unused port). */
async function serveShell(label, tree, remoteUrls) {
  const [port, apiPort] = [await freePort(), await freePort()];
  // A release from before the server's TypeScript starts from main.mjs; later ones from the compiled main.js.
  const main = existsSync(path.join(tree, 'shell/server/main.mjs'))
    ? 'shell/server/main.mjs'
    : 'shell/server/main.js';
  const info = serve(`${label} shell`, [main], {
    cwd: tree,
    env: {
      SHELL_PORT: String(port),
      HOST: '127.0.0.1',
      // npm test passes its running API (pages pre-render with the catalog); else nothing there.
      API_URL: process.env.SKEW_API_URL || `http://127.0.0.1:${apiPort}`,
      LOG_LEVEL: 'error',
      ...Object.fromEntries(
        REMOTES.map((remote) => [`${remote.toUpperCase()}_REMOTE_URL`, remoteUrls[remote]]),
      ),
    },
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/runtime-config.json`, info);
  return base;
}

/**
 * Opens each open route once; returns the broken ones (the error boundary, a 5xx, an uncaught error,
 * or no page within 20 s) and the degraded ones (rendered by the browser alone, a 4xx from a shell
 * that does not know a newer route, a contract warning).
 */
async function visitAll(browser, base, routes) {
  const broken = [];
  const degraded = [];
  for (const route of routes) {
    const page = await browser.newPage();
    await page.addInitScript((plan) => {
      localStorage.setItem('selectedPlan', JSON.stringify(plan));
    }, SELECTED_PLAN);
    const console_ = [];
    const uncaught = [];
    page.on('console', (message) => console_.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => uncaught.push(error.message.slice(0, 160)));
    const response = await page.goto(`${base}${route}`);
    const status = response?.status() ?? 0;
    const html = (await response?.text()) ?? '';
    const prerendered = /<div id="root">\s*<[a-z]/.test(html);
    // The remote's page, or its fallback, once the shell has started and the remote has answered.
    const shown = await page
      .waitForFunction(
        (fallback) =>
          document.body.innerText.includes(fallback) ||
          (document.querySelector('main h1, main h2') &&
            !document.querySelector('[role="progressbar"], [aria-busy="true"]')),
        FALLBACK,
        { timeout: 20_000 },
      )
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const text = await page.evaluate(() => document.body.innerText);
    const errors = () => console_.filter((line) => line.startsWith('error')).join(' | ');
    if (text.includes(FALLBACK)) {
      broken.push(`${route} → ${page.url()} (${errors()})`);
    } else if (status >= 500 || status === 0) {
      broken.push(`${route}: HTTP ${status}`);
    } else if (!shown) {
      broken.push(`${route}: nenhuma página (título em main) em 20 s (${errors()})`);
    } else if (uncaught.length > 0) {
      broken.push(`${route}: erro não tratado: ${uncaught.join(' | ')}`);
    } else {
      const warnings = console_.filter((line) => /platform-contract|platform contract/.test(line));
      const why = [
        ...(status >= 400 ? [`HTTP ${status}`] : []),
        ...(prerendered ? [] : ['renderizada só no navegador']),
        ...warnings.map((w) => w.slice(0, 160)),
      ];
      if (why.length) degraded.push(`${route}: ${why.join('; ')}`);
    }
    await page.close();
  }
  return { broken, degraded };
}

async function main() {
  const started = Date.now();
  const previous = release('previous');
  const contract2 = release('contract-2');
  const remoteWorkspaces = REMOTES.map((remote) => `${remote}-remote`);
  const previousTree = builtTree(previous, ['shell', ...remoteWorkspaces]);
  const contract2Tree = builtTree(contract2, remoteWorkspaces);
  for (const workspace of ['shell', ...remoteWorkspaces]) {
    if (!existsSync(path.join(ROOT, workspace, 'dist')))
      throw new Error(`${workspace}/dist is missing: build today's apps first`);
  }
  console.log(`» skew: builds ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  // Every open path routes.json routes (the remotes' claimed paths and the shell's open routes).
  const routes = Object.values(buildRouteTable(readRouteConfig()))
    .flat()
    .filter((route) => route.access === 'open')
    .map((route) => route.path)
    // SKEW_ROUTES=/upsell,/planos: only those (to look into one).
    .filter((route) => !process.env.SKEW_ROUTES || process.env.SKEW_ROUTES.split(',').includes(route));

  const today = await serveRemotes('today', ROOT);
  const old = await serveRemotes('previous', previousTree);
  const v2 = await serveRemotes('2.x', contract2Tree);
  const combinations = [
    [
      `shell de hoje + remotes de ${previous.slice(0, 7)} (release anterior)`,
      await serveShell('today+previous', ROOT, old),
    ],
    [
      `shell de ${previous.slice(0, 7)} (release anterior) + remotes de hoje`,
      await serveShell('previous+today', previousTree, today),
    ],
    [`shell de hoje + remotes 2.x de ${contract2.slice(0, 7)}`, await serveShell('today+2.x', ROOT, v2)],
  ];

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let failures = 0;
  try {
    for (const [label, base] of combinations) {
      const { broken, degraded } = await visitAll(browser, base, routes);
      failures += broken.length;
      console.log(
        `\n» skew: ${label}: ${routes.length - broken.length}/${routes.length} rotas sem a tela de erro`,
      );
      for (const line of broken) console.log(`  ✗ ${line}`);
      for (const line of degraded) console.log(`  ~ ${line}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n» skew: ${((Date.now() - started) / 1000).toFixed(0)} s no total`);
  if (failures > 0) throw new Error(`${failures} rota(s) mostraram a tela de erro`);
}

let status = 0;
try {
  await main();
} catch (error) {
  console.error(`skew: ${error.message}`);
  status = 1;
} finally {
  await stopCaptured(children);
}
process.exit(status);
