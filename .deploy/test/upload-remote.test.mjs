// The upload recipe of a remote, in dry-run: what goes up, with which cache class, in which order.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../upload-remote.mjs', import.meta.url));
const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
after(() => rmSync(dist, { recursive: true, force: true }));
const FILES = [
  'mf-manifest.json',
  'remoteEntry.js',
  'page-assets.json',
  'prerender/index.json',
  'prerender/renderer.27d51a8a.cjs',
  '__federation_expose_App.93a2483d.js',
  '__federation_expose_App.93a2483d.js.map',
  '206.2c065955.css',
  '206.2c065955.css.br',
  'mf-stats.json',
  'prerender/mf-stats.json',
  '.build-stamp',
];
for (const file of FILES) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), 'x');
}

test('uploads hashed files first and the files naming others last, no maps or mf-stats.json, nothing deleted', () => {
  const result = spawnSync(
    process.execPath,
    [SCRIPT, dist, 's3://bucket/marketing', '--provider=s3', '--dry-run'],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout.trim().split('\n');
  const keys = lines.map((line) => line.split(' ')[4].replace('s3://bucket/marketing/', ''));
  assert.deepEqual(keys, [
    '__federation_expose_App.93a2483d.js',
    '206.2c065955.css',
    'prerender/renderer.27d51a8a.cjs',
    'page-assets.json',
    'prerender/index.json',
    'remoteEntry.js',
    'mf-manifest.json',
  ]);
  const line = (key) => lines.find((l) => l.includes(`/marketing/${key} `));
  assert.match(line('206.2c065955.css'), /--cache-control "public, max-age=31536000, immutable"/);
  assert.match(line('mf-manifest.json'), /--cache-control no-cache/);
  assert.match(line('remoteEntry.js'), /--cache-control no-cache/);
  // As the remote server (static-files.ts cacheControlFor) and nginx.conf serve it.
  assert.match(line('prerender/renderer.27d51a8a.cjs'), /--cache-control no-cache/);
  for (const l of lines) {
    assert.match(l, /^aws s3 cp /);
    assert.doesNotMatch(l, /--delete|\brm\b|sync/);
  }
});

test('refuses an unknown provider with its usage', () => {
  const result = spawnSync(process.execPath, [SCRIPT, dist, 'x://y', '--provider=ftp'], { encoding: 'utf8' });
  assert.equal(result.status, 2);
  assert.match(result.stderr, /^Usage:/);
});
