// The lockfile is complete and stable (issue 21, item 6); `npm test` runs this with `node --test`.
// - `npm ci` works on Linux, macOS and Windows: every package with platform-specific native
//   optional dependencies (swc, rspack, …) has all of them recorded, covering the three systems,
//   and swc's and rspack's cover x64 and arm64 machines;
// - `npm install` on a fresh clone leaves it byte-identical: npm, offline and without scripts,
//   regenerates it from the package.json files alone in a scratch folder and must write the same bytes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOCKFILE = path.join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const SYSTEMS = ['linux', 'darwin', 'win32'];
const NATIVE = /(?:^|[-/])(?:linux|darwin|win32)(?:-|$)/;

/** Where npm records a dependency of the package at `from`: nested first, then each parent up. */
function recorded(from, name) {
  for (let dir = from; ; dir = dir.slice(0, dir.lastIndexOf('/node_modules/'))) {
    const entry = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
    if (entry) return entry;
    if (!dir.includes('/node_modules/')) return lock.packages[`node_modules/${name}`];
  }
}

test('every native optional dependency is recorded, for Linux, macOS and Windows', () => {
  const withNatives = Object.entries(lock.packages).filter(([, entry]) =>
    Object.keys(entry.optionalDependencies ?? {}).some((name) => NATIVE.test(name)),
  );
  const names = withNatives.map(([key]) => key);
  // The ones the build cannot run without must be among them.
  for (const required of ['node_modules/@swc/core', 'node_modules/@rspack/binding']) {
    assert.ok(names.includes(required), `${required} is not in the lockfile with its native packages`);
  }
  for (const [key, entry] of withNatives) {
    const systems = new Set();
    for (const name of Object.keys(entry.optionalDependencies)) {
      const dependency = recorded(key, name);
      assert.ok(dependency, `${key}: optional dependency ${name} is missing from package-lock.json`);
      for (const system of dependency.os ?? []) systems.add(system);
    }
    for (const system of SYSTEMS) assert.ok(systems.has(system), `${key}: no native package for ${system}`);
  }
});

test("the build's own natives (swc, rspack) are recorded for each machine a developer uses", () => {
  // Intel and Apple-silicon Macs, Linux on x64 and arm64, Windows on x64.
  const machines = ['linux x64', 'linux arm64', 'darwin x64', 'darwin arm64', 'win32 x64'];
  for (const key of ['node_modules/@swc/core', 'node_modules/@rspack/binding']) {
    const covered = new Set(
      Object.keys(lock.packages[key]?.optionalDependencies ?? {})
        .map((name) => recorded(key, name))
        .flatMap((entry) =>
          (entry?.os ?? []).flatMap((os) => (entry?.cpu ?? []).map((cpu) => `${os} ${cpu}`)),
        ),
    );
    for (const machine of machines)
      assert.ok(covered.has(machine), `${key}: no native package for ${machine}`);
  }
});

test('npm install regenerates package-lock.json byte for byte (a fresh clone stays clean)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'lockfile-'));
  try {
    const rootManifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    for (const file of [
      'package.json',
      'package-lock.json',
      ...rootManifest.workspaces.map((w) => `${w}/package.json`),
    ]) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      copyFileSync(path.join(ROOT, file), path.join(scratch, file));
    }
    // Offline: a complete lockfile needs nothing from the registry; an incomplete one fails here.
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
      { cwd: scratch, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const regenerated = readFileSync(path.join(scratch, 'package-lock.json'));
    assert.ok(
      regenerated.equals(readFileSync(LOCKFILE)),
      'npm install rewrites package-lock.json: commit what it writes',
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
