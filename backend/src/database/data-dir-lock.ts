import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export interface DataDirLock {
  release(): void;
}

/** Thrown when another live process holds the PGlite data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${pid}. PGlite serves one process only: ` +
        'stop that process, give this one its own DATA_DIR, or use PostgreSQL (DATABASE_URL) for several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes `<dataDir>.lock` (beside the folder, so a copy of the folder never carries it) holding this
 * process's pid. A lock whose process is gone (crash, kill -9) is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          // Only our own lock: never remove one a later owner took after a stale takeover.
          if (ownerOf(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A lock just created by another process may not hold its pid yet: give it a moment.
    const owner = ownerOf(file) ?? (pause(100), ownerOf(file));
    if (owner !== null && owner !== process.pid && isAlive(owner))
      throw new DataDirLockedError(dataDir, owner);
    if (owner === process.pid) throw new DataDirLockedError(dataDir, owner);
    // Stale (or unreadable, half-written) lock: remove and retry.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
