// `node .deploy/package.mjs [name ...]`: one self-contained folder per deployable in .artifacts/<name>:
//   its own package.json (exact versions of what its code imports) and package-lock.json (the entries
//   of the root lockfile for those packages), production node_modules only (copied from the installed
//   tree, so the artifact runs exactly what the tests ran), and nothing read from outside the folder.
// The Dockerfiles copy these folders; .deploy/test/artifacts.test.mjs starts each one from a copy
// outside the repository. Builds what is stale first (--no-build: use the builds as they are).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS_DIR = path.join(ROOT, '.artifacts');
const ROOT_MANIFEST = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const LOCK = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
const SERVER_FILES = (...files) => files.map((file) => [`shell/server/${file}`, `server/${file}`]);
// The remote server and what it imports; package.json makes the compiled .js ES modules.
const REMOTE_SERVER = SERVER_FILES(
  'remote-server.js',
  'static-files.js',
  'lifecycle.js',
  'logging.js',
  'package.json',
);
const NO_MAPS = (file) => !file.endsWith('.map');

/**
 * Each deployable: what to copy (repository path → artifact path), its scripts, and what it listens on.
 * `probe` is what the artifact test asks once it runs. Paths keep the repository's layout where code
 * finds files relative to itself (the shell server reads ../../ports.config.cjs and ../dist).
 */
export const DEPLOYABLES = {
  api: {
    copy: [['backend/dist', 'dist', NO_MAPS]],
    scan: ['dist'],
    scripts: {
      start: 'node dist/main.js',
      migrate: 'node dist/database/migrate-cli.js up',
      'migrate:rollback': 'node dist/database/migrate-cli.js down',
      'migrate:status': 'node dist/database/migrate-cli.js status',
    },
    probe: '/livez',
  },
  'stripe-emulator': {
    copy: [['backend/stripe-emulator/dist', 'dist', NO_MAPS]],
    scan: ['dist'],
    scripts: { start: 'node dist/main.js' },
    probe: '/v1/customers',
  },
  shell: {
    copy: [
      ['ports.config.cjs', 'ports.config.cjs'],
      // No source maps: the production server refuses them (static-files.ts), so they would only ship.
      ['shell/dist', 'shell/dist', NO_MAPS],
      ['shell/dist-ssr', 'shell/dist-ssr', NO_MAPS],
      [
        'shell/server',
        'shell/server',
        // The compiled server (.js beside each .ts, build/build-server.mjs), not its TypeScript sources,
        // type-check settings or tests.
        (file) => !/^shell\/server\/test(\/|$)|\.ts$|\/tsconfig\.json$/.test(path.relative(ROOT, file)),
      ],
      // The API's OpenAPI document: the shell reads the tracking events and the request-id header from it.
      ['backend/api-types/openapi.json', 'vendor/api-types/openapi.json'],
      // The pre-render contract's names and versions (server/prerender/prerender-files.js).
      ['shell/platform-contract/src/prerender/files.json', 'vendor/platform-contract/prerender/files.json'],
    ],
    // Server code only: the browser bundles import nothing at run time.
    scan: ['shell/server', 'shell/dist-ssr'],
    localPackages: {
      '@busqy/api-types': {
        name: '@busqy/api-types',
        version: '1.0.0',
        private: true,
        exports: { './openapi.json': './openapi.json' },
      },
      '@busqy/platform-contract': {
        name: '@busqy/platform-contract',
        version: JSON.parse(readFileSync(path.join(ROOT, 'shell/platform-contract/package.json'), 'utf8'))
          .version,
        private: true,
        exports: { './prerender/files.json': './prerender/files.json' },
      },
    },
    scripts: { start: 'node shell/server/main.js' },
    probe: '/livez',
  },
  ...Object.fromEntries(
    ['marketing', 'account', 'checkout'].map((name) => [
      name,
      {
        copy: [...REMOTE_SERVER, [`${name}-remote/dist`, 'dist', NO_MAPS]],
        scan: ['server'],
        scripts: { start: 'node server/remote-server.js dist' },
        probe: '/mf-manifest.json',
      },
    ]),
  ),
};

const BUILTINS = new Set(builtinModules);
const PACKAGE_NAME = /^(?:@[a-z0-9-~][\w.~-]*\/)?[a-z0-9-~][\w.~-]*$/;

/** Bare package names a folder's own code imports or requires (node: built-ins left out). */
function importedPackages(dir) {
  const found = new Set();
  const visit = (target) => {
    const stat = statSync(target);
    if (stat.isDirectory()) {
      if (path.basename(target) === 'node_modules') return;
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
      return;
    }
    if (!/\.(c|m)?js$/.test(target)) return;
    const code = readFileSync(target, 'utf8');
    for (const match of code.matchAll(
      /(?:require\(\s*|import\s*\(\s*|from\s*|import\s+)['"]([^'"./][^'"]*)['"]/g,
    )) {
      const specifier = match[1];
      if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])) continue;
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      // Only package names (a bundle may hold require('${…}') inside its own strings).
      if (PACKAGE_NAME.test(name)) found.add(name);
    }
  };
  visit(dir);
  return found;
}

/** Node's resolution of a package from a directory: the nearest node_modules/<name> up to the root. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; dir.startsWith(ROOT); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === ROOT) break;
  }
  return null;
}

/**
 * The installed packages `names` need, with their dependencies, as repository directory → artifact
 * path. A package installed under a workspace (backend/node_modules/x) goes to the artifact's top level.
 */
function dependencyTree(names, fromDir) {
  /** @type {Map<string, string>} */
  const placed = new Map();
  const byTarget = new Map();
  const queue = [...names].map((name) => ({ name, from: fromDir, optional: false }));
  while (queue.length > 0) {
    const { name, from, optional } = queue.shift();
    const source = resolvePackage(name, from);
    if (source === null) {
      if (optional) continue;
      throw new Error(`${name} (needed from ${path.relative(ROOT, from) || '.'}) is not installed`);
    }
    if (placed.has(source)) continue;
    const relative = path.relative(ROOT, source);
    const target = relative.replace(/^[^/]+(?:\/[^/]+)?\/node_modules\//, (prefix) =>
      prefix.startsWith('node_modules/') ? prefix : 'node_modules/',
    );
    const clash = byTarget.get(target);
    if (clash && clash !== source) throw new Error(`${target} would hold both ${clash} and ${source}`);
    placed.set(source, target);
    byTarget.set(target, source);
    const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {}))
      queue.push({ name: dep, from: source, optional: false });
    for (const dep of Object.keys(manifest.optionalDependencies ?? {}))
      queue.push({ name: dep, from: source, optional: true });
    // npm installs required peers beside the package; optional ones (a driver the package can use)
    // only when something else asks for them.
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
      if (!optionalPeers[dep]?.optional) queue.push({ name: dep, from: source, optional: true });
    }
  }
  return placed;
}

function copyFiltered(source, target, keep = () => true) {
  cpSync(source, target, { recursive: true, filter: (file) => keep(file) });
}

/** Builds .artifacts/<name> (or `out`: the artifact test builds outside the repository); returns its folder. */
export function packageDeployable(name, out = path.join(ARTIFACTS_DIR, name)) {
  const spec = DEPLOYABLES[name];
  if (!spec) throw new Error(`unknown deployable "${name}" (${Object.keys(DEPLOYABLES).join(', ')})`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const [from, to, keep] of spec.copy) {
    const source = path.join(ROOT, from);
    if (!existsSync(source)) throw new Error(`${from} is missing: build it first (npm run build)`);
    mkdirSync(path.dirname(path.join(out, to)), { recursive: true });
    copyFiltered(source, path.join(out, to), keep);
  }
  // A workspace package the code requires: vendored in the folder, installed from it (file:).
  for (const [pkg, manifest] of Object.entries(spec.localPackages ?? {})) {
    const vendored = path.join(out, 'vendor', pkg.split('/').pop());
    writeFileSync(path.join(vendored, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // A relative link, as npm makes for file: (it stays inside the folder wherever the folder goes).
    const link = path.join(out, 'node_modules', pkg);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.relative(path.dirname(link), vendored), link);
  }

  const local = new Set(Object.keys(spec.localPackages ?? {}));
  const imported = [...new Set(spec.scan.flatMap((dir) => [...importedPackages(path.join(out, dir))]))]
    .filter((pkg) => !local.has(pkg))
    .sort();
  // Resolved as the code does in the repository: from the workspace that owns the copied code.
  const owner = path.join(ROOT, spec.copy.find(([from]) => !from.endsWith('.cjs'))[0]);
  const tree = dependencyTree(imported, owner);
  const dependencies = {};
  const packages = {};
  for (const [source, target] of [...tree].sort((a, b) => a[1].localeCompare(b[1]))) {
    // Its own nested node_modules are placed one by one (only those the tree needs).
    const nested = path.join(source, 'node_modules');
    copyFiltered(
      source,
      path.join(out, target),
      (file) => file !== nested && !file.startsWith(`${nested}${path.sep}`),
    );
    const entry = LOCK.packages[path.relative(ROOT, source)];
    if (!entry) throw new Error(`${path.relative(ROOT, source)} is not in package-lock.json`);
    // Only production packages here: the root's dev / peer markers do not apply.
    packages[target] = Object.fromEntries(
      Object.entries(entry).filter(([key]) => !['dev', 'devOptional', 'peer'].includes(key)),
    );
  }
  for (const pkg of imported) {
    const target = `node_modules/${pkg}`;
    dependencies[pkg] = packages[target].version;
  }
  for (const pkg of local) {
    const vendored = `vendor/${pkg.split('/').pop()}`;
    dependencies[pkg] = `file:${vendored}`;
    packages[vendored] = { name: pkg, version: spec.localPackages[pkg].version };
    packages[`node_modules/${pkg}`] = { resolved: vendored, link: true };
  }

  const manifest = {
    name: `busqy-${name}`,
    version: '1.0.0',
    private: true,
    description: `Busqy ${name}: the deployable artifact built by .deploy/package.mjs (do not edit).`,
    engines: { node: '>=20.19' },
    scripts: spec.scripts,
    dependencies,
    // The root's overrides (e.g. fastify ≥ 5.12.2 under @nestjs/platform-fastify), so an install in the
    // folder resolves as the repository did.
    // npm wants `$name` for a package that is also a direct dependency.
    overrides: Object.fromEntries(
      Object.entries(ROOT_MANIFEST.overrides ?? {}).map(([pkg, range]) => [
        pkg,
        pkg in dependencies ? `$${pkg}` : range,
      ]),
    ),
  };
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const lock = {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: manifest.name, version: manifest.version, dependencies, engines: manifest.engines },
      ...packages,
    },
  };
  writeFileSync(path.join(out, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  return out;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  if (!args.includes('--no-build')) {
    const { buildStale } = await import('../.dev/processes.mjs');
    buildStale();
  }
  for (const name of names.length > 0 ? names : Object.keys(DEPLOYABLES)) {
    const out = packageDeployable(name);
    console.log(`» ${name}: ${path.relative(ROOT, out)}`);
  }
}
