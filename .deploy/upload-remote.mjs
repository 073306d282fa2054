// `node .deploy/upload-remote.mjs <dist folder> <destination> [--provider=gcs|s3] [--dry-run]`
// Uploads a built remote (e.g. marketing-remote/dist, or .artifacts/marketing/dist) to a bucket behind
// a CDN, as the shell expects to find it:
//   - each file with its cache class: content-hashed names a year, immutable; everything else
//     (mf-manifest.json, remoteEntry.js, prerender/index.json…) revalidated — the rule of the local
//     remote server (shell/server/static-files.ts), imported, not restated;
//   - no source maps and no mf-stats.json (what the production remote server refuses: the sources and
//     the build; isDevelopmentOnly, imported too), no .br/.gz twins (the CDN compresses);
//   - content-hashed files first, then the other files, and the files that name others last
//     (page-assets.json, prerender/index.json, remoteEntry.js, then mf-manifest.json: once the manifest
//     changes, the shell loads the new renderer), so nothing ever names a file that is not there yet;
//   - nothing is deleted: pages open in browsers keep loading the previous release's hashed chunks.
//     Clean up old hashed files with a bucket lifecycle rule (e.g. 30 days), never at upload time.
// Set the bucket's CORS to allow GET from the site's origin (or *). --dry-run prints the commands.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../shell/build/build-server.mjs';

// The remote server's rule is TypeScript compiled in place: compiled (if stale) before it is imported.
await buildServer();
const { cacheControlFor, isDevelopmentOnly } = await import('../shell/server/static-files.js');

/** Files that name other files: after everything they name, the manifest last of all. */
const { pageAssets, prerenderIndex } = createRequire(import.meta.url)(
  '@busqy/platform-contract/prerender/files.json',
);
const ENTRY_FILES = [pageAssets.file, prerenderIndex, 'remoteEntry.js', 'mf-manifest.json'];
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.cjs': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function filesOf(dir, prefix = '') {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    const key = prefix ? `${prefix}/${entry}` : entry;
    return statSync(full).isDirectory() ? filesOf(full, key) : [key];
  });
}

/** What to upload, in order: [{ key, cacheControl, contentType }]. */
export function uploadPlan(distDir) {
  // No source maps or mf-stats.json, no precompressed twins, no dotfiles (.build-stamp).
  const files = filesOf(distDir).filter(
    (key) => !isDevelopmentOnly(key) && !/\.(br|gz)$/.test(key) && !/(^|\/)\./.test(key),
  );
  const rank = (key) => {
    const entry = ENTRY_FILES.indexOf(key);
    if (entry >= 0) return 2 + entry;
    return CONTENT_HASHED.test(key) ? 0 : 1;
  };
  return files
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((key) => ({
      key,
      cacheControl: cacheControlFor(key),
      contentType: TYPES[path.extname(key)] ?? 'application/octet-stream',
    }));
}

/** The command uploading one file (no sync, no --delete: a plain copy of that file). */
export function uploadCommand(provider, distDir, destination, { key, cacheControl, contentType }) {
  const source = path.join(distDir, key);
  const target = `${destination.replace(/\/+$/, '')}/${key}`;
  if (provider === 's3') {
    return [
      'aws',
      's3',
      'cp',
      source,
      target,
      '--cache-control',
      cacheControl,
      '--content-type',
      contentType,
    ];
  }
  return [
    'gcloud',
    'storage',
    'cp',
    source,
    target,
    `--cache-control=${cacheControl}`,
    `--content-type=${contentType}`,
  ];
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const [distDir, destination] = args.filter((arg) => !arg.startsWith('--'));
  const provider = args.find((arg) => arg.startsWith('--provider='))?.split('=')[1] ?? 'gcs';
  const dryRun = args.includes('--dry-run');
  if (!distDir || !destination || !['gcs', 's3'].includes(provider)) {
    console.error(
      'Usage: node .deploy/upload-remote.mjs <dist folder> <gs://bucket/path | s3://bucket/path> [--provider=gcs|s3] [--dry-run]',
    );
    process.exit(2);
  }
  for (const file of uploadPlan(distDir)) {
    const command = uploadCommand(provider, distDir, destination, file);
    if (dryRun) {
      console.log(command.map((part) => (/[\s;]/.test(part) ? JSON.stringify(part) : part)).join(' '));
      continue;
    }
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Upload stopped at ${file.key}: the entry files were not replaced.`);
      process.exit(1);
    }
  }
}
