import { periodBoundary } from '../billing-periods';
import type { EmulatorContext } from '../context';
import { existing, invalidParam, invalidRequest, missingParam, noSuch } from '../errors';
import { newId } from '../ids';
import { filterParam, paginate } from '../lists';
import type { Params } from '../params';
import type {
  ApiList,
  CheckoutSession,
  Price,
  Subscription,
  SubscriptionItem,
  SubscriptionStatus,
} from '../types';
import { resolveLinePrice } from './catalog';
import { sessionLineItems } from './checkout-sessions';

const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

function newItem(
  subscriptionId: string,
  price: Price,
  quantity: number,
  created: number,
  start: number,
  end: number,
): SubscriptionItem {
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    created,
    current_period_end: end,
    current_period_start: start,
    metadata: {},
    price,
    quantity,
    subscription: subscriptionId,
  };
}

/** The recurring price that sets the billing period (the first recurring item). */
export function billingRecurring(subscription: Subscription) {
  const recurring = subscription.items.data.find((item) => item.price.recurring)?.price.recurring;
  if (!recurring) throw new Error(`subscription ${subscription.id} has no recurring item`);
  return recurring;
}

/** Moves the subscription (and its items, where newer API versions keep it) to period `cycle`. */
export function setPeriod(
  ctx: EmulatorContext,
  subscription: Subscription,
  cycle: number,
): { start: number; end: number } {
  const recurring = billingRecurring(subscription);
  const start = periodBoundary(subscription.billing_cycle_anchor, recurring, cycle);
  const end = periodBoundary(subscription.billing_cycle_anchor, recurring, cycle + 1);
  subscription.current_period_start = start;
  subscription.current_period_end = end;
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
  if (subscription.cancel_at_period_end) subscription.cancel_at = end;
  ctx.store.subscriptionCycles.set(subscription.id, cycle);
  return { start, end };
}

/** The subscription a completed Checkout Session starts (its recurring lines become items). */
export function createSubscriptionForSession(
  ctx: EmulatorContext,
  session: CheckoutSession,
  customerId: string,
  status: SubscriptionStatus,
): Subscription {
  const now = ctx.now();
  const id = newId('sub', 24);
  const recurringLines = sessionLineItems(ctx, session.id).filter((line) => line.price.recurring);
  const items = recurringLines.map((line) => newItem(id, line.price, line.quantity, now, now, now));
  const subscription: Subscription = {
    id,
    object: 'subscription',
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: session.currency,
    current_period_end: now,
    current_period_start: now,
    customer: customerId,
    default_payment_method: null,
    description: null,
    discounts: [],
    ended_at: null,
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: { ...(ctx.store.sessionSubscriptionMetadata.get(session.id) ?? {}) },
    start_date: now,
    status,
    trial_end: null,
    trial_start: null,
  };
  ctx.store.subscriptions.set(id, subscription);
  setPeriod(ctx, subscription, 0);
  const couponId = ctx.store.sessionCoupons.get(session.id);
  if (couponId) ctx.store.subscriptionCoupons.set(id, couponId);
  return subscription;
}

export function retrieveSubscription(ctx: EmulatorContext, id: string): Subscription {
  return existing(ctx.store.subscriptions.get(id), 'subscription', id);
}

export function listSubscriptions(ctx: EmulatorContext, params: Params): ApiList<Subscription> {
  const customer = filterParam(params, 'customer');
  const status = params.string('status');
  const subscriptions = [...ctx.store.subscriptions.values()].filter((subscription) => {
    if (!customer(subscription.customer)) return false;
    if (status === 'all') return true;
    // Without a status filter Stripe leaves out canceled subscriptions.
    if (status === undefined) return subscription.status !== 'canceled';
    return subscription.status === status;
  });
  return paginate(subscriptions, params, '/v1/subscriptions');
}

function snapshot(subscription: Subscription): Subscription {
  return structuredClone(subscription);
}

/** The top-level fields that differ, with their old values (Stripe's `previous_attributes`). */
function changedFields(before: Subscription, after: Subscription): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(before) as (keyof Subscription)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}

/** Applies `change` and emits `customer.subscription.updated` when anything changed. */
export function changeSubscription<T>(ctx: EmulatorContext, subscription: Subscription, change: () => T): T {
  const before = snapshot(subscription);
  const outcome = change();
  const previous = changedFields(before, subscription);
  if (Object.keys(previous).length > 0) ctx.emit('customer.subscription.updated', subscription, previous);
  return outcome;
}

function applyItems(ctx: EmulatorContext, subscription: Subscription, params: Params): void {
  const now = ctx.now();
  for (const itemParams of params.list('items')) {
    const itemId = itemParams.string('id');
    const existing = itemId ? subscription.items.data.find((item) => item.id === itemId) : undefined;
    if (itemId && !existing) throw noSuch('subscription item', itemId, itemParams.name('id'));
    if (existing && itemParams.boolean('deleted')) {
      subscription.items.data = subscription.items.data.filter((item) => item !== existing);
      continue;
    }
    const hasPrice = itemParams.has('price') || itemParams.has('price_data');
    const price = hasPrice ? resolveLinePrice(ctx, itemParams, false) : existing?.price;
    if (!price) throw missingParam(itemParams.name('price'));
    if (!price.recurring)
      throw invalidParam(
        itemParams.name('price'),
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      );
    const quantity = itemParams.integer('quantity') ?? existing?.quantity ?? 1;
    if (existing) {
      existing.price = price;
      existing.quantity = quantity;
    } else {
      subscription.items.data.push(
        newItem(
          subscription.id,
          price,
          quantity,
          now,
          subscription.current_period_start,
          subscription.current_period_end,
        ),
      );
    }
  }
  if (subscription.items.data.length === 0)
    throw invalidParam('items', 'A subscription must have at least one item.');
}

export function updateSubscription(ctx: EmulatorContext, id: string, params: Params): Subscription {
  const subscription = retrieveSubscription(ctx, id);
  const onlyMetadata = params
    .keys()
    .every((key) => ['metadata', 'cancellation_details', 'expand'].includes(key));
  if (ENDED.includes(subscription.status) && !onlyMetadata) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  params.oneOf('proration_behavior', ['always_invoice', 'create_prorations', 'none'] as const);
  changeSubscription(ctx, subscription, () => {
    const cancelAtPeriodEnd = params.boolean('cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      subscription.cancel_at = cancelAtPeriodEnd ? subscription.current_period_end : null;
      subscription.canceled_at = cancelAtPeriodEnd ? ctx.now() : null;
      subscription.cancellation_details = {
        comment: null,
        feedback: null,
        reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
      };
    }
    applyItems(ctx, subscription, params);
    const metadata = params.metadata('metadata', subscription.metadata);
    if (metadata) subscription.metadata = metadata;
    const details = params.child('cancellation_details');
    if (details && subscription.cancellation_details) {
      subscription.cancellation_details.comment =
        details.string('comment') ?? subscription.cancellation_details.comment;
      subscription.cancellation_details.feedback =
        details.string('feedback') ?? subscription.cancellation_details.feedback;
    }
  });
  return subscription;
}

/** Ends the subscription now and emits `customer.subscription.deleted`. */
export function cancelSubscription(
  ctx: EmulatorContext,
  id: string,
  reason: 'cancellation_requested' | 'payment_failed' = 'cancellation_requested',
  details?: Params,
): Subscription {
  const subscription = retrieveSubscription(ctx, id);
  if (ENDED.includes(subscription.status)) {
    throw invalidRequest(
      `This subscription is already ${subscription.status === 'canceled' ? 'canceled' : 'expired'}.`,
    );
  }
  const now = ctx.now();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancellation_details = {
    comment: details?.string('comment') ?? null,
    feedback: details?.string('feedback') ?? null,
    reason,
  };
  ctx.emit('customer.subscription.deleted', subscription);
  return subscription;
}
