import { randomBytes } from 'node:crypto';

import type { DatabaseConfig } from '../../src/config/app-config';
import { dropSchema } from './test-app';

/**
 * A database of the suite's own: a fresh schema on DATABASE_URL when set (dropped by `drop`), else an
 * in-memory PGlite. Not migrated.
 */
export function freshDatabaseConfig(): { config: DatabaseConfig; drop(): Promise<void> } {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return { config: { kind: 'pglite-memory' }, drop: () => Promise.resolve() };
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  return {
    config: {
      kind: 'postgres',
      url,
      schema,
      pool: { max: 2, connectTimeoutMs: 5000, statementTimeoutMs: 15_000 },
    },
    drop: () => dropSchema(url, schema),
  };
}
