import type { Kysely } from 'kysely';

import { createDatabase } from '../../src/database/create-database';
import type { Database } from '../../src/database/schema';

/**
 * A fresh, migrated in-memory PGlite database for every test of the enclosing describe (created in
 * beforeEach, before the hooks registered after this call; destroyed in afterEach).
 */
export function useMemoryDatabase(): () => Kysely<Database> {
  let db: Kysely<Database> | undefined;
  beforeEach(async () => {
    db = await createDatabase({ kind: 'pglite-memory' });
  });
  afterEach(() => db?.destroy());
  return () => {
    if (db === undefined)
      throw new Error('useMemoryDatabase: the database exists inside tests and hooks only');
    return db;
  };
}
