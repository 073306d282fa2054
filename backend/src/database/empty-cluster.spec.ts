import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
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
    const copy = await emptyClusterCopy();
    expect(copy).toBeInstanceOf(Blob);
    // The copy is initdb's cluster itself: not even the first database's migrations are in it.
    const raw = await PGlite.create({ dataDir: 'memory://', loadDataDir: copy });
    try {
      const { rows } = await raw.query<{ found: string | null }>(
        `select to_regclass('public.kysely_migration')::text as found`,
      );
      expect(rows).toEqual([{ found: null }]);
    } finally {
      await raw.close();
    }

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
    // Not killed by the timeout (signal): it exited by itself, having made both (stderr says why not).
    expect({
      status: child.status,
      signal: child.signal,
      stdout: child.stdout,
      stderr: child.stderr,
    }).toEqual({
      status: 0,
      signal: null,
      stdout: expect.stringContaining('made'),
      stderr: expect.any(String),
    });
  }, 90_000);

  it.each([
    ['a failed dump', (m: EmptyCluster) => m.keepEmptyCluster(Promise.reject(new Error('dump failed')))],
    [
      'a provided copy that cannot be read',
      (m: EmptyCluster) =>
        m.provideEmptyCluster(() => {
          throw new Error('ENOENT: no such file');
        }),
    ],
  ])('runs initdb again after %s, and keeps that cluster instead', async (_case, spoil) => {
    const modules = freshModules();
    spoil(modules);
    await expect(modules.emptyClusterCopy()).resolves.toBeUndefined();

    const db = await modules.createDatabase({ kind: 'pglite-memory' });
    try {
      expect(await tableExists(db, 'users')).toBe(true);
      expect(await modules.emptyClusterCopy()).toBeInstanceOf(Blob);
    } finally {
      await db.destroy();
    }
  });
});
