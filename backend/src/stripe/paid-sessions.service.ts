import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';

import { KyselyUsersRepository } from '../users/kysely-users.repository';
import { STRIPE } from './stripe.provider';

/** What a purchase tracking event may say about money: read from Stripe, never from the browser. */
export interface PaidSession {
  id: string;
  plan: string | null;
  interval: string | null;
  coupon: string | null;
  /** Reais, e.g. 49.9. */
  value: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** The user's paid checkout sessions, as Stripe knows them. */
@Injectable()
export class PaidSessionsService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly users: KyselyUsersRepository,
  ) {}

  /** The most recent complete and paid session of this user's customer, or null. */
  async latestPaidSession(uid: string): Promise<PaidSession | null> {
    const customer = await this.users.customerIdOf(uid);
    if (customer === null) return null;
    const sessions = await this.stripe.checkout.sessions.list({ customer, status: 'complete', limit: 20 });
    const paid = sessions.data
      .filter((session) => session.payment_status === 'paid' && session.metadata?.uid === uid)
      .sort((a, b) => b.created - a.created)[0];
    if (paid === undefined) return null;
    return {
      id: paid.id,
      plan: paid.metadata?.plan ?? null,
      interval: paid.metadata?.interval ?? null,
      coupon: paid.metadata?.coupon ?? null,
      value: (paid.amount_total ?? 0) / 100,
      currency: (paid.currency ?? 'brl').toUpperCase(),
    };
  }
}
