import { createHash } from 'node:crypto';

import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';

import type { VerifiedIdentity } from '../identity/identity-provider';
import { KyselyUsersRepository } from '../users/kysely-users.repository';
import { STRIPE } from './stripe.provider';

/** Stripe's answer for a customer that was deleted. */
function isDeleted(customer: Stripe.Customer | Stripe.DeletedCustomer): customer is Stripe.DeletedCustomer {
  return 'deleted' in customer && customer.deleted === true;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/**
 * One Stripe customer per user, however many tabs or clicks ask for one at the same time. A customer
 * id is linked to a user only after it was read back from Stripe with that user's uid in its metadata
 * (a forged webhook naming someone else's customer links nothing); a deleted customer is replaced.
 */
@Injectable()
export class BillingCustomersService {
  private readonly logger = new Logger(BillingCustomersService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly users: KyselyUsersRepository,
  ) {}

  hasActiveSubscription(uid: string): Promise<boolean> {
    return this.users.hasActiveSubscription(uid);
  }

  /** The user's stored customer if Stripe still has it and it is theirs; null otherwise. */
  async verifiedCustomerId(uid: string): Promise<string | null> {
    const known = await this.users.customerIdOf(uid);
    if (known === null) return null;
    return (await this.belongsTo(known, uid)) === 'yes' ? known : null;
  }

  /**
   * Whether Stripe's customer `customerId` carries `uid` in its metadata: 'yes', 'no' (another user's,
   * or not made by us) or 'gone' (deleted or unknown to Stripe).
   */
  async belongsTo(customerId: string, uid: string): Promise<'yes' | 'no' | 'gone'> {
    try {
      const customer = await this.stripe.customers.retrieve(customerId);
      if (isDeleted(customer)) return 'gone';
      return customer.metadata.uid === uid ? 'yes' : 'no';
    } catch (error) {
      if (isMissing(error)) return 'gone';
      throw error;
    }
  }

  /** Links a customer named by a webhook, after checking with Stripe that it is this user's. */
  async linkIfOwned(uid: string, customerId: string): Promise<boolean> {
    if ((await this.belongsTo(customerId, uid)) !== 'yes') {
      this.logger.warn(`Customer ${customerId} is not ${uid}'s in Stripe: not linked`);
      return false;
    }
    return (await this.users.linkCustomer(uid, null, customerId)) === customerId;
  }

  async ensureCustomer(user: VerifiedIdentity): Promise<string> {
    const known = await this.users.customerIdOf(user.uid);
    if (known !== null) {
      const owner = await this.belongsTo(known, user.uid);
      if (owner === 'yes') return known;
      this.logger.warn(
        `Stored customer ${known} of ${user.uid} is ${owner === 'gone' ? 'deleted' : 'foreign'}`,
      );
    }
    // The same idempotency key for every request of this user with these details (and this stale
    // customer): Stripe answers parallel or repeated creations with the one customer it made first.
    // (The details are part of the key because Stripe refuses a reused key with other parameters.)
    const details = createHash('sha256')
      .update(`${user.email ?? ''}\n${user.displayName ?? ''}\n${known ?? ''}`)
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
    const linked = await this.users.linkCustomer(user.uid, user.email, customer.id, known);
    return linked ?? customer.id;
  }
}
