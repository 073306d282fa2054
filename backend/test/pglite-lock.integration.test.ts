import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Kysely } from 'kysely';

import { createDatabase } from '../src/database/create-database';
import type { Database } from '../src/database/schema';

const BACKEND = path.resolve(__dirname, '..');

/**
 * Another process (the built code, as deployed) opens the same PGlite folder. It prints "opened" and
 * exits 0 if it got the database, or prints the error and exits 1.
 */
function openInAnotherProcess(dataDir: string): Promise<{ code: number | null; output: string }> {
  const script = `
    require(${JSON.stringify(path.join(BACKEND, 'dist/database/create-database.js'))})
      .createDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} })
      .then(async (db) => { console.log('opened'); await db.destroy(); process.exit(0); })
      .catch((error) => { console.log(error.message); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      cwd: BACKEND,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('PGlite data folder: one process at a time', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'busqy-lock-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a second process is refused with a clear message while the first has the folder open', async () => {
    const dataDir = path.join(root, 'pglite');
    const db: Kysely<Database> = await createDatabase({ kind: 'pglite', dataDir });
    try {
      const second = await openInAnotherProcess(dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `The PGlite data folder ${dataDir} is in use by process ${process.pid}`,
      );
    } finally {
      await db.destroy();
    }
    // Closed: the folder is free again.
    const after = await openInAnotherProcess(dataDir);
    expect(after).toMatchObject({ code: 0, output: expect.stringContaining('opened') });
  }, 60_000);

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = path.join(root, 'pglite');
    // A process that takes the lock and is killed (SIGKILL: no cleanup).
    const script = `
      require(${JSON.stringify(path.join(BACKEND, 'dist/database/data-dir-lock.js'))})
        .acquireDataDirLock(${JSON.stringify(dataDir)});
      console.log('locked'); setInterval(() => {}, 1000);`;
    const holder = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const refused = await openInAnotherProcess(dataDir);
    expect(refused.output).toContain(`in use by process ${holder.pid}`);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    const db = await createDatabase({ kind: 'pglite', dataDir });
    await db.destroy();
  }, 60_000);
});
