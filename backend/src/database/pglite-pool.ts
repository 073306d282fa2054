import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

/**
 * Lets Kysely's PostgresDialect drive an embedded PGlite. PGlite is one connection, so the pool hands
 * out one client at a time: a transaction (migrations use one) must not interleave with other queries.
 */
export class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: PGlite,
    /** Called once the database is closed (releases the data folder's lock). */
    private readonly onClose: () => void = () => undefined,
  ) {}

  connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.queue.then(() => this.client(release));
    this.queue = this.queue.then(() => released);
    return acquired;
  }

  async end(): Promise<void> {
    await this.queue;
    try {
      await this.db.close();
    } finally {
      this.onClose();
    }
  }

  private client(release: () => void): PostgresPoolClient {
    const db = this.db;
    let done = false;
    return {
      async query<R>(sql: unknown, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        if (typeof sql !== 'string') throw new Error('PGlitePool does not support cursors');
        const result = await db.query<R>(sql, parameters ? [...parameters] : []);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (done) return;
        done = true;
        release();
      },
    } as PostgresPoolClient;
  }
}

function commandOf(sql: string): Command {
  const keyword = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  return keyword === 'INSERT' || keyword === 'UPDATE' || keyword === 'DELETE' || keyword === 'MERGE'
    ? keyword
    : 'SELECT';
}
