import type Stripe from 'stripe';

import { PLAN_METADATA } from '../stripe/stripe-objects';
import type { SubscriptionFields } from '../users/user-record';

/** The user's subscription fields of SPEC §3, as the webhooks maintain them. */
export type SubscriptionState = SubscriptionFields;

const ENTITLED_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing']);

function invoiceOf(subscription: Stripe.Subscription): Stripe.Invoice | null {
  const invoice = subscription.latest_invoice;
  return invoice !== null && typeof invoice === 'object' ? invoice : null;
}

/**
 * Access is granted only to a live subscription whose latest invoice is paid (ARCHITECTURE §4: card at
 * once, boleto when the boleto is paid). A failed renewal (past_due, unpaid), a cancellation or an
 * expired boleto (incomplete_expired) leaves it inactive (SPEC §1 Terms).
 */
export function isEntitled(subscription: Stripe.Subscription): boolean {
  if (!ENTITLED_STATUSES.has(subscription.status)) return false;
  const invoice = invoiceOf(subscription);
  // A trial may have no invoice to pay yet; anything else must have paid its latest one.
  if (invoice === null) return subscription.status === 'trialing';
  return invoice.status === 'paid';
}

/** The catalog plan name from the subscribed price's product (set by checkout), else the product name. */
export function planNameOf(subscription: Stripe.Subscription): string | null {
  const item = subscription.items.data.find((candidate) => candidate.price.recurring !== null);
  const product = item?.price.product;
  if (product === undefined) return null;
  if (typeof product === 'string') return product;
  if ('deleted' in product && product.deleted) return product.id;
  const named = product as Stripe.Product;
  return named.metadata[PLAN_METADATA.name] ?? named.name;
}

export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  return {
    subscription_plan: planNameOf(subscription),
    subscription_active: isEntitled(subscription),
    subscription_status: subscription.status,
    subscription_start: item?.current_period_start ?? null,
    subscription_end: item?.current_period_end ?? null,
  };
}

/**
 * Of all a customer's subscriptions, the one the user area shows: an entitled one (the latest ending),
 * else the most recently created. Deciding from every subscription, not from the event at hand, is what
 * makes events safe to apply in any order.
 */
export function currentSubscription(
  subscriptions: readonly Stripe.Subscription[],
): Stripe.Subscription | null {
  const byNewest = [...subscriptions].sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
  const entitled = byNewest
    .filter(isEntitled)
    .sort((a, b) => (b.items.data[0]?.current_period_end ?? 0) - (a.items.data[0]?.current_period_end ?? 0));
  return entitled[0] ?? byNewest[0] ?? null;
}

/**
 * Entitled subscriptions beyond the first: at most one active subscription per user. The one created
 * first is kept whatever order the events arrive in, so every instance and every event picks the same.
 */
export function duplicateSubscriptions(subscriptions: readonly Stripe.Subscription[]): Stripe.Subscription[] {
  const entitled = subscriptions
    .filter(isEntitled)
    .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  return entitled.slice(1);
}
