// `node build/build-server.mjs [--watch]`: compiles the shell server's TypeScript in place, each
// server/**/*.ts (tests aside) to the .js beside it (git-ignored), which the .mjs files and Node import.
// In place so that every path the server reads relative to itself (../dist, routes.json, public/) is the
// same in the repository, in the artifact and in tests. Only what changed is written: an up-to-date
// build touches no file (the stale check of .dev/processes.mjs sees no change), and a .js whose .ts
// is gone is deleted, so nothing imports a removed module by accident.
import { transformFile } from '@swc/core';
import { existsSync, readdirSync, statSync, unlinkSync, watch, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { serverSwcOptions } = createRequire(import.meta.url)('./server-swc.cjs');
export const SERVER_DIR = fileURLToPath(new URL('../server/', import.meta.url));

/** Not shipped, not compiled: tests run from their sources (Jest transforms them). */
const skipped = (relative) => relative.split(path.sep)[0] === 'test' || relative.endsWith('.d.ts');

function sourceFiles(dir = SERVER_DIR) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return [full];
  });
}

/** @returns {Promise<{ compiled: string[], removed: string[] }>} paths relative to server/ */
export async function buildServer() {
  const files = sourceFiles();
  const compiled = [];
  const removed = [];
  for (const file of files) {
    const relative = path.relative(SERVER_DIR, file);
    if (skipped(relative)) continue;
    if (file.endsWith('.js') && !existsSync(file.replace(/\.js$/, '.ts'))) {
      unlinkSync(file);
      removed.push(relative);
    } else if (file.endsWith('.ts')) {
      const out = file.replace(/\.ts$/, '.js');
      if (existsSync(out) && statSync(out).mtimeMs >= statSync(file).mtimeMs) continue;
      const { code } = await transformFile(file, { ...serverSwcOptions, filename: file });
      writeFileSync(out, code);
      compiled.push(relative);
    }
  }
  return { compiled, removed };
}

async function buildAndReport() {
  const { compiled, removed } = await buildServer();
  if (compiled.length + removed.length > 0) {
    console.log(`shell server: ${compiled.length} compiled, ${removed.length} removed`);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  await buildAndReport();
  if (process.argv.includes('--watch')) {
    // `npm run dev`: node --watch-path=server restarts the server once the .js is written.
    let running = Promise.resolve();
    watch(SERVER_DIR, { recursive: true }, (_event, name) => {
      if (!name?.endsWith('.ts')) return;
      running = running.then(buildAndReport).catch((error) => console.error(error.message));
    });
  }
}
