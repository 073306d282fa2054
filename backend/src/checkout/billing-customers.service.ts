import { createHash } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';

import type { VerifiedIdentity } from '../identity/identity-provider';
import { BillingCustomersRepository } from './billing-customers.repository';
import { STRIPE } from './stripe.provider';

/** One Stripe customer per user, however many tabs or clicks ask for one at the same time. */
@Injectable()
export class BillingCustomersService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly repository: BillingCustomersRepository,
  ) {}

  hasActiveSubscription(uid: string): Promise<boolean> {
    return this.repository.hasActiveSubscription(uid);
  }

  existingCustomerId(uid: string): Promise<string | null> {
    return this.repository.customerIdOf(uid);
  }

  async ensureCustomer(user: VerifiedIdentity): Promise<string> {
    const known = await this.repository.customerIdOf(user.uid);
    if (known !== null) return known;
    // The same idempotency key for every request of this user with these details: Stripe answers
    // parallel or repeated creations with the one customer it made first. (The details are part of the
    // key because Stripe refuses a reused key with other parameters.)
    const details = createHash('sha256')
      .update(`${user.email ?? ''}\n${user.displayName ?? ''}`)
      .digest('hex')
      .slice(0, 16);
    const customer = await this.stripe.customers.create(
      {
        email: user.email ?? undefined,
        name: user.displayName ?? undefined,
        metadata: { uid: user.uid },
      },
      { idempotencyKey: `busqy-customer-${user.uid}-${details}` },
    );
    return this.repository.attachCustomer(user.uid, user.email, customer.id);
  }
}
