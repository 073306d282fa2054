import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Kysely, sql, type Transaction } from 'kysely';

import { PeriodicTask } from '../common/periodic-task';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';

/** At most `limit` requests per `windowMs` for `key` (e.g. 'checkout:user:<uid>'). */
export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Thrown inside the transaction to roll every counter of a refused request back. */
class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

export const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Fixed-window rate limits kept in PostgreSQL (table rate_limits), so every API instance counts
 * against the same numbers. One request takes one hit from each of its rules atomically: if any rule
 * is over its limit nothing is counted (a refused request does not use up the allowance). Concurrent
 * requests on one key are serialised by the row lock of the upsert.
 */
@Injectable()
export class RateLimiterService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly sweeper = new PeriodicTask(
    () => this.sweep(),
    (error) => this.logger.error(`Rate-limit sweep failed: ${String(error)}`),
  );

  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  async take(rules: readonly LimitRule[]): Promise<Verdict> {
    // A fixed key order: two requests sharing keys lock them in the same order (no deadlock).
    const ordered = [...rules].sort((a, b) => a.key.localeCompare(b.key));
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const rule of ordered) {
          const { hits, retryAfterMs } = await hit(trx, rule);
          if (hits > rule.limit) throw new Refused(Math.max(1, Math.ceil(retryAfterMs / 1000)));
        }
      });
      return { allowed: true };
    } catch (error) {
      if (error instanceof Refused) return { allowed: false, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  /** Deletes windows that have ended (they would restart at 1 anyway). */
  async sweep(): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limits')
      .where('reset_at', '<', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  onApplicationBootstrap(): void {
    this.sweeper.start(SWEEP_INTERVAL_MS, { runNow: false });
  }

  onModuleDestroy(): Promise<void> {
    return this.sweeper.stop();
  }
}

/**
 * The row's key: the rule's key hashed, since keys name an address or an e-mail (LGPD: a counter
 * needs no personal data in clear). The part before the first ':' (checkout, tracking,
 * password-reset) stays readable for whoever looks at the table.
 */
export function storedKey(key: string): string {
  const [kind = ''] = key.split(':', 1);
  return `${kind}:${createHash('sha256').update(key).digest('hex')}`;
}

/** One hit on a rule's window: a new or ended window restarts at 1. */
async function hit(
  trx: Transaction<Database>,
  rule: LimitRule,
): Promise<{ hits: number; retryAfterMs: number }> {
  const resetAt = sql<Date>`now() + (${rule.windowMs}::integer * interval '1 millisecond')`;
  const { rows } = await sql<{ hits: number; retry_after_ms: string | number }>`
    insert into rate_limits (key, hits, reset_at) values (${storedKey(rule.key)}, 1, ${resetAt})
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, extract(epoch from (reset_at - now())) * 1000 as retry_after_ms`.execute(trx);
  const row = rows[0];
  return { hits: Number(row?.hits ?? 0), retryAfterMs: Number(row?.retry_after_ms ?? 0) };
}
