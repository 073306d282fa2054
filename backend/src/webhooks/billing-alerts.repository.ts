import { Inject, Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';

export interface BillingAlert {
  kind: 'duplicate_not_refundable';
  uid: string;
  subscriptionId: string;
  paymentIntent: string;
  amount: number | null;
  currency: string | null;
  detail: string;
}

/** Money a person must return by hand (table billing_alerts): one row per payment, however often seen. */
@Injectable()
export class BillingAlertsRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  /** True when this payment was not flagged before. */
  async raise(alert: BillingAlert): Promise<boolean> {
    const inserted = await this.db
      .insertInto('billing_alerts')
      .values({
        kind: alert.kind,
        uid: alert.uid,
        subscription_id: alert.subscriptionId,
        payment_intent: alert.paymentIntent,
        amount: alert.amount,
        currency: alert.currency,
        detail: alert.detail,
      })
      .onConflict((conflict) => conflict.column('payment_intent').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Alerts nobody has resolved yet, oldest first (tests, and the count for operators). */
  open(): Promise<{ kind: string; uid: string; payment_intent: string; amount: number | null }[]> {
    return this.db
      .selectFrom('billing_alerts')
      .select(['kind', 'uid', 'payment_intent', 'amount'])
      .where('resolved_at', 'is', null)
      .orderBy('id')
      .execute();
  }
}
