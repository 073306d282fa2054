// Each deployable's artifact, built by .deploy/package.mjs into a folder outside the repository, is
// complete (`npm ls` finds every production dependency in it, nothing else) and serves: the whole
// production-like set (API on its embedded database, Stripe emulator, three remotes, shell wired to
// them) is started from those folders, as an operator or a container would start it. The builds
// are reused as they are (npm test builds what is stale first).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse } from 'yaml';
import { DEPLOYABLES, packageDeployable, ROOT } from '../package.mjs';
import { freePort } from '../../.dev/free-port.mjs';

const OUT = mkdtempSync(path.join(tmpdir(), 'busqy-artifacts-'));
const children = [];

/** `npm start` in the artifact's folder with only `env` (and PATH); resolves once `probe` answers. */
async function start(name, env) {
  const port = await freePort();
  // Its own process group: `npm start` runs the server through a shell, and all of it is stopped.
  const child = spawn('npm', ['start', '--silent'], {
    detached: true,
    cwd: path.join(OUT, name),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`${base}${DEPLOYABLES[name].probe}`, {
      signal: AbortSignal.timeout(5000),
    }).then(
      (r) => r.status,
      () => 0,
    );
    if (status > 0 && status < 500) return base;
    if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline)
      throw new Error(`${name} did not answer ${DEPLOYABLES[name].probe}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const bases = {};
const get = (url) => fetch(url, { signal: AbortSignal.timeout(10_000) });

/** GET /readyz until it answers 200 (the shell warms up first), or its last status after 30 s. */
async function readiness(base) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { status } = await get(`${base}/readyz`);
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

before(() => {
  for (const name of Object.keys(DEPLOYABLES)) packageDeployable(name, path.join(OUT, name));
});

after(() => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(OUT, { recursive: true, force: true });
});

describe('artifacts', () => {
  test('each has its own package.json and lockfile, and npm finds every production dependency in it', () => {
    for (const name of Object.keys(DEPLOYABLES)) {
      const dir = path.join(OUT, name);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
      assert.deepEqual(lock.packages[''].dependencies, manifest.dependencies, name);
      assert.equal(manifest.devDependencies, undefined, name);
      const ls = spawnSync('npm', ['ls', '--omit=dev', '--all', '--offline'], { cwd: dir, encoding: 'utf8' });
      assert.equal(ls.status, 0, `${name}: npm ls\n${ls.stdout}\n${ls.stderr}`);
    }
  });

  test('the shell holds no bundle-only package (firebase, @module-federation/*), no native .node binary and no source map of its own', () => {
    const dir = path.join(OUT, 'shell');
    const files = readdirSync(dir, { recursive: true }).map((file) => file.split(path.sep).join('/'));
    // Packages, at any depth: node_modules/<name> or node_modules/@scope/<name>.
    const packages = new Set(
      files.flatMap((file) =>
        [...file.matchAll(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/g)].map((m) => m[1]),
      ),
    );
    assert.ok(packages.has('fastify'), 'the scan found the server dependencies');
    const bundleOnly = [...packages].filter((name) =>
      /^(?:firebase|@firebase\/.*|@module-federation\/.*|@rspack\/.*|webpack)$/.test(name),
    );
    assert.deepEqual(bundleOnly, []);
    // The images copy node_modules built on the host: a native binary would be the host's.
    assert.deepEqual(
      files.filter((file) => file.endsWith('.node')),
      [],
    );
    // The shell's own files (dist, dist-ssr, server); the packages keep what npm ships with them.
    assert.ok(files.some((file) => file.startsWith('shell/dist/')));
    assert.deepEqual(
      files.filter((file) => file.endsWith('.map') && !/(^|\/)node_modules\//.test(file)),
      [],
    );
  });

  test('the remotes serve their files from a copy outside the repository', async () => {
    for (const name of ['marketing', 'account', 'checkout']) {
      bases[name] = await start(name, { NODE_ENV: 'production' });
      const manifest = await get(`${bases[name]}/mf-manifest.json`);
      assert.equal(manifest.status, 200);
      assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
      assert.equal((await get(`${bases[name]}/readyz`)).status, 200);
    }
  });

  test('the API and the Stripe emulator serve', async () => {
    bases['stripe-emulator'] = await start('stripe-emulator', {});
    bases.api = await start('api', {
      DATABASE_URL: 'memory://',
      STRIPE_EMULATOR_URL: bases['stripe-emulator'],
    });
    assert.equal((await get(`${bases.api}/readyz`)).status, 200);
    const plans = await get(`${bases.api}/api/catalog/plans`);
    assert.equal(plans.status, 200);
    assert.ok((await plans.json()).plans.length > 0);
  });

  test('the shell serves pre-rendered pages composed from the remotes and the API', async () => {
    bases.shell = await start('shell', {
      API_URL: bases.api,
      MARKETING_REMOTE_URL: bases.marketing,
      ACCOUNT_REMOTE_URL: bases.account,
      CHECKOUT_REMOTE_URL: bases.checkout,
    });
    assert.equal(await readiness(bases.shell), 200);
    const page = await get(`${bases.shell}/planos`);
    assert.equal(page.status, 200);
    const html = await page.text();
    // Rendered by the marketing remote's renderer with the API's catalog, in the shell's frame.
    assert.match(html, /<script type="application\/json" id="page-data">/);
    assert.match(html, /R\$/);
  });
});

/** A path the Dockerfiles or compose.yaml name: `.artifacts/<name>/…` is looked up in this test's build. */
function packaged(reference) {
  const relative = reference.replace(/^\.\//, '');
  const match = relative.match(/^\.artifacts\/([^/]+)\/?(.*)$/);
  return match ? path.join(OUT, match[1], match[2]) : path.join(ROOT, relative);
}

describe('images and the compose stack (no container daemon here: their references are checked)', () => {
  const DOCKERFILES = { 'backend/Dockerfile': 'api', 'shell/Dockerfile': 'shell' };

  test('each Dockerfile copies only its tested artifact, runs as node under an init, honours PORT', () => {
    for (const [file, artifact] of Object.entries(DOCKERFILES)) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const copies = [...text.matchAll(/^COPY\s+(?:--\S+\s+)*(\S+)\s+\S+$/gm)].map((m) => m[1]);
      assert.deepEqual(copies, [`.artifacts/${artifact}/`], file);
      assert.ok(existsSync(packaged(copies[0])), `${file}: ${copies[0]}`);
      assert.match(text, /^FROM node:20-bookworm-slim AS /m, file);
      assert.match(text, /^USER node$/m, file);
      assert.match(text, /^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m, file);
      assert.match(text, /^ENV NODE_ENV=production \\\n\s+PORT=8080/m, file);
      // The command's script is in the artifact.
      const cmd = JSON.parse(text.match(/^CMD (\[.*\])$/m)[1]);
      assert.ok(existsSync(path.join(OUT, artifact, cmd[1])), `${file}: ${cmd[1]}`);
    }
  });

  test('compose.yaml parses and every file it names exists after packaging', () => {
    const compose = parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'));
    assert.deepEqual(Object.keys(compose.services).sort(), [
      'api',
      'migrate',
      'postgres',
      'remotes',
      'shell',
    ]);
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build)
        assert.ok(existsSync(path.join(ROOT, service.build.dockerfile)), `${name}: dockerfile`);
      // The operator's env file is made from the example beside it.
      if (service.env_file)
        assert.ok(existsSync(path.join(ROOT, `${service.env_file}.example`)), `${name}: env`);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('.')) assert.ok(existsSync(packaged(source)), `${name}: ${source}`);
      }
      if (name !== 'migrate') assert.ok(service.healthcheck, `${name}: healthcheck`);
    }
    // Migrations first: the API waits for the one-off job, the job for the database.
    assert.equal(compose.services.api.depends_on.migrate.condition, 'service_completed_successfully');
    assert.deepEqual(compose.services.migrate.command, ['node', 'dist/database/migrate-cli.js', 'up']);
    assert.ok(existsSync(path.join(OUT, 'api/dist/database/migrate-cli.js')));
  });
});
