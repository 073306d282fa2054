import type { EmulatorContext } from '../context';
import { invalidRequest } from '../errors';
import type { Price, Subscription } from '../types';
import { changeSubscription } from '../resources/subscriptions';

const SWITCHABLE = new Set(['active', 'trialing', 'past_due']);

/**
 * What the portal offers to switch to: for every other product, the newest price this emulator has
 * seen with the same currency and billing cadence (a real portal lists the products configured for it;
 * here they are the ones checkout has used).
 */
export function switchOptions(ctx: EmulatorContext, subscription: Subscription): Price[] {
  if (!SWITCHABLE.has(subscription.status)) return [];
  const current = subscription.items.data.find((item) => item.price.recurring)?.price;
  if (!current?.recurring) return [];
  const byProduct = new Map<string, Price>();
  for (const price of ctx.store.prices.values()) {
    if (
      price.product !== current.product &&
      price.currency === current.currency &&
      price.recurring?.interval === current.recurring.interval &&
      price.recurring.interval_count === current.recurring.interval_count &&
      ctx.store.products.has(price.product)
    ) {
      byProduct.set(price.product, price);
    }
  }
  return [...byProduct.values()];
}

/** Moves the subscription's recurring item to `priceId` (one of switchOptions) and emits the update. */
export function switchPlan(ctx: EmulatorContext, subscription: Subscription, priceId: string): Subscription {
  const price = switchOptions(ctx, subscription).find((option) => option.id === priceId);
  if (!price) throw invalidRequest('This plan cannot be chosen for this subscription.');
  changeSubscription(ctx, subscription, () => {
    const item = subscription.items.data.find((candidate) => candidate.price.recurring);
    if (item) item.price = price;
    // items are nested; a visible top-level change makes the update event carry previous_attributes.
    subscription.items = { ...subscription.items, data: [...subscription.items.data] };
  });
  return subscription;
}
