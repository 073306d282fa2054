import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';

/** How a user's checkout creations are serialized (table checkout_leases, shared by every instance). */
export const CHECKOUT_LEASE_POLICY = {
  /** Longer than one creation takes (a few Stripe calls); a dead holder's lease frees itself then. */
  leaseMs: 30_000,
  /** How long a caller waits for the one before it. */
  waitMs: 20_000,
  pollMs: 50,
} as const;

/**
 * One lease per user: an insert, or a takeover of an expired row, in one statement (ON CONFLICT), so
 * two callers never both hold it. Works on PGlite and PostgreSQL alike (no advisory locks).
 */
@Injectable()
export class CheckoutLeasesRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  /** Runs `work` holding the user's lease; null when the lease could not be had within waitMs. */
  async withLease<T>(uid: string, work: () => Promise<T>): Promise<{ value: T } | null> {
    const holder = randomUUID();
    const deadline = Date.now() + CHECKOUT_LEASE_POLICY.waitMs;
    while (!(await this.tryAcquire(uid, holder))) {
      if (Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, CHECKOUT_LEASE_POLICY.pollMs));
    }
    try {
      return { value: await work() };
    } finally {
      await this.db
        .deleteFrom('checkout_leases')
        .where('uid', '=', uid)
        .where('holder', '=', holder)
        .execute();
    }
  }

  private async tryAcquire(uid: string, holder: string): Promise<boolean> {
    const expiresAt = new Date(Date.now() + CHECKOUT_LEASE_POLICY.leaseMs);
    const taken = await this.db
      .insertInto('checkout_leases')
      .values({ uid, holder, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('uid')
          .doUpdateSet({ holder, expires_at: expiresAt })
          .where('checkout_leases.expires_at', '<', sql<Date>`now()`),
      )
      .returning('holder')
      .executeTakeFirst();
    return taken?.holder === holder;
  }
}
