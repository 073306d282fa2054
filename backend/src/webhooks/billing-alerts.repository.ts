import { Inject, Injectable } from '@nestjs/common';
import { Kysely, type Selectable } from 'kysely';

import { DATABASE } from '../database/database.module';
import type { BillingAlertsTable, Database } from '../database/schema';

export interface BillingAlert {
  kind: 'duplicate_not_refundable';
  uid: string;
  subscriptionId: string;
  paymentIntent: string;
  amount: number | null;
  currency: string | null;
  detail: string;
}

/** A billing_alerts row as read. */
export type BillingAlertRow = Selectable<BillingAlertsTable>;

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

  /** Every alert (or only the open ones), oldest first: what `npm run billing:alerts -- list` prints. */
  list({ all = false }: { all?: boolean } = {}): Promise<BillingAlertRow[]> {
    let query = this.db
      .selectFrom('billing_alerts')
      .select([
        'id',
        'kind',
        'uid',
        'subscription_id',
        'payment_intent',
        'amount',
        'currency',
        'detail',
        'created_at',
        'resolved_at',
      ])
      .orderBy('id');
    if (!all) query = query.where('resolved_at', 'is', null);
    return query.execute();
  }

  /**
   * Marks an alert handled (the money was returned by hand): it leaves billing_alerts_open. Resolving
   * twice keeps the first date.
   */
  async resolve(id: number): Promise<'resolved' | 'already-resolved' | 'not-found'> {
    const updated = await this.db
      .updateTable('billing_alerts')
      .set({ resolved_at: new Date() })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (updated !== undefined) return 'resolved';
    const existing = await this.db
      .selectFrom('billing_alerts')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return existing === undefined ? 'not-found' : 'already-resolved';
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
