import { Inject, Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';

/**
 * The referral codes that got a Stripe coupon (table referral_coupons). A code already there is always
 * admitted (its coupon exists once, under a deterministic id); a new one only while fewer than `max`
 * codes are. Two first uses at the same moment may pass the count together: the cap bounds the
 * volume, it is not an exact quota.
 */
@Injectable()
export class ReferralCouponsRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  /** Whether the code already got its coupon. */
  async isKnown(code: string): Promise<boolean> {
    const known = await this.db
      .selectFrom('referral_coupons')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    return known !== undefined;
  }

  async admit(code: string, max: number): Promise<boolean> {
    if (await this.isKnown(code)) return true;
    const { count } = await this.db
      .selectFrom('referral_coupons')
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= max) return false;
    await this.db
      .insertInto('referral_coupons')
      .values({ code })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    return true;
  }
}
