import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { sql } from 'kysely';

type CreateDatabase = typeof import('./create-database');
type EmptyCluster = typeof import('./empty-cluster');

/** This file's own module instances, without the copy the test run provides (empty-cluster.setup.ts). */
function freshModules(): CreateDatabase & EmptyCluster {
  let modules: (CreateDatabase & EmptyCluster) | undefined;
  jest.isolateModules(() => {
    modules = {
      ...(jest.requireActual('./create-database') as CreateDatabase),
      ...(jest.requireActual('./empty-cluster') as EmptyCluster),
    };
  });
  return modules as CreateDatabase & EmptyCluster;
}

const tableExists = async (db: Awaited<ReturnType<CreateDatabase['createDatabase']>>, name: string) =>
  (await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(db)).rows[0]
    ?.found !== null;

describe('in-memory databases from the empty cluster', () => {
  it('keeps the cluster initdb made before any write: the next database is a migrated, empty one', async () => {
    const { createDatabase, emptyClusterCopy } = freshModules();
    expect(await emptyClusterCopy()).toBeUndefined();

    const first = await createDatabase({ kind: 'pglite-memory' });
    await sql`create table leftover (x int)`.execute(first);
    expect(await emptyClusterCopy()).toBeInstanceOf(Blob);

    const second = await createDatabase({ kind: 'pglite-memory' });
    try {
      expect(await tableExists(second, 'leftover')).toBe(false);
      expect(await tableExists(second, 'users')).toBe(true);
      await sql`create table leftover (x int)`.execute(second); // not there: no error
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
    }
  });

  it('starts from a copy another process provided, read once when first needed', async () => {
    const { createDatabase, dumpEmptyCluster, provideEmptyCluster } = freshModules();
    const copy = await dumpEmptyCluster();
    const read = jest.fn(() => copy);
    provideEmptyCluster(read);
    expect(read).not.toHaveBeenCalled();

    const dbs = [
      await createDatabase({ kind: 'pglite-memory' }),
      await createDatabase({ kind: 'pglite-memory' }),
    ];
    try {
      expect(read).toHaveBeenCalledTimes(1);
      for (const db of dbs) expect(await tableExists(db, 'users')).toBe(true);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  });

  it('leaves nothing that keeps a process alive: a database from the copy, never closed, lets it exit', () => {
    // Both from the test run's copy when there is one (no initdb: quicker), else the second from the first's.
    const script = `
      const { readFileSync } = require('node:fs');
      const { createDatabase } = require(${JSON.stringify(path.join(__dirname, 'create-database.ts'))});
      const { provideEmptyCluster } = require(${JSON.stringify(path.join(__dirname, 'empty-cluster.ts'))});
      const file = process.env.BUSQY_TEST_EMPTY_CLUSTER;
      if (file) provideEmptyCluster(() => new Blob([readFileSync(file)]));
      (async () => {
        await createDatabase({ kind: 'pglite-memory' });
        await createDatabase({ kind: 'pglite-memory' });
        console.log('made');
      })();`;
    const child = spawnSync(
      process.execPath,
      ['-r', path.join(__dirname, '../../test/support/swc-register.cjs'), '-e', script],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.stdout).toContain('made');
    expect(child.signal).toBeNull(); // not killed by the timeout: it exited by itself
    expect(child.status).toBe(0);
  }, 90_000);

  it('runs initdb again after a failed dump rather than keeping the failure', async () => {
    const { emptyClusterCopy, keepEmptyCluster } = freshModules();
    const failed = Promise.reject(new Error('dump failed'));
    keepEmptyCluster(failed);
    await expect(emptyClusterCopy()).resolves.toBeUndefined();
  });
});
