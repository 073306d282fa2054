import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'busqy-lock-unit-'));
    dataDir = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes this pid beside the folder and removes it on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a folder already held, even by this same process', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over a lock whose process no longer exists', () => {
    writeFileSync(`${dataDir}.lock`, '2147483646'); // no such pid
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
