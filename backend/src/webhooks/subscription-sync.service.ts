import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';

import { STRIPE } from '../checkout/stripe.provider';
import { StripeEventsRepository } from './stripe-events.repository';
import { currentSubscription, subscriptionState } from './subscription-state';

/** The events that can change a user's subscription; every other type is recorded and ignored. */
export const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

interface EventSubject {
  customerId: string;
  /** The uid checkout put in the metadata, when the object carries it. */
  uid: string | null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Which customer an event is about (events carry snapshots; only the customer is taken from them). */
export function subjectOf(event: Stripe.Event): EventSubject | null {
  if (!HANDLED_EVENT_TYPES.has(event.type)) return null;
  const object = event.data.object as {
    object?: string;
    customer?: string | { id: string } | null;
    metadata?: Record<string, string> | null;
  };
  const customerId = idOf(object.customer);
  if (customerId === null) return null;
  return { customerId, uid: object.metadata?.uid ?? null };
}

/**
 * Applies a webhook by re-reading the customer's subscriptions from Stripe and deriving the user's
 * fields from what is true now: the result does not depend on event order or on repeats.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly repository: StripeEventsRepository,
  ) {}

  async apply(event: Stripe.Event): Promise<void> {
    const subject = subjectOf(event);
    if (subject === null) return;
    const uid = await this.userFor(subject);
    if (uid === null) {
      this.logger.warn(`${event.type} ${event.id}: no user for customer ${subject.customerId}`);
      return;
    }
    await this.syncUser(uid, subject.customerId);
  }

  async syncUser(uid: string, customerId: string): Promise<void> {
    const listed = await this.stripe.subscriptions
      .list({ customer: customerId, status: 'all', limit: 100, expand: ['data.latest_invoice'] })
      .autoPagingToArray({ limit: 1000 });
    const subscriptions = await Promise.all(listed.map((subscription) => this.cancelIfOverdue(subscription)));
    const current = currentSubscription(subscriptions);
    if (current === null) return;
    await this.expandProducts(current);
    await this.repository.writeSubscription(uid, subscriptionState(current));
  }

  /**
   * SPEC §1: a failed payment cancels the subscription (access comes back only with a new payment,
   * i.e. a new checkout). Stripe would otherwise keep retrying a past_due subscription, which could
   * then be paid late next to the new one.
   */
  private async cancelIfOverdue(subscription: Stripe.Subscription): Promise<Stripe.Subscription> {
    if (subscription.status !== 'past_due' && subscription.status !== 'unpaid') return subscription;
    this.logger.log(
      `Cancelling ${subscription.status} subscription ${subscription.id} after a failed payment`,
    );
    const canceled = await this.stripe.subscriptions.cancel(
      subscription.id,
      {},
      { idempotencyKey: `cancel-overdue-${subscription.id}` },
    );
    return { ...subscription, status: canceled.status, canceled_at: canceled.canceled_at };
  }

  private async userFor(subject: EventSubject): Promise<string | null> {
    const owner = await this.repository.uidForCustomer(subject.customerId);
    if (owner !== null) return owner;
    if (subject.uid !== null && (await this.repository.linkCustomer(subject.uid, subject.customerId))) {
      return subject.uid;
    }
    return null;
  }

  /** Products are read one by one: list expansion may not reach items.data.price.product. */
  private async expandProducts(subscription: Stripe.Subscription): Promise<void> {
    for (const item of subscription.items.data) {
      if (typeof item.price.product === 'string') {
        item.price.product = await this.stripe.products.retrieve(item.price.product);
      }
    }
  }
}
