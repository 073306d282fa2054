import type { EmulatorContext } from '../context';
import { invalidParam, invalidRequest } from '../errors';
import { createSubscriptionInvoice, markInvoicePaid } from '../resources/invoices';
import {
  cancelSubscription,
  changeSubscription,
  retrieveSubscription,
  setPeriod,
} from '../resources/subscriptions';
import type { Invoice, Subscription } from '../types';

export interface RenewalResult {
  subscription: Subscription;
  invoice: Invoice | null;
}

/**
 * The end of the current period, as if the clock reached it. Paid: the next period starts and
 * `invoice.paid` is sent. Failed: `invoice.payment_failed`, the subscription goes past_due and then is
 * canceled (SPEC §1: a failed payment cancels the subscription) with `customer.subscription.deleted`.
 * A subscription set to cancel at period end simply ends.
 */
export function renewSubscription(ctx: EmulatorContext, id: string, outcome: string): RenewalResult {
  const subscription = retrieveSubscription(ctx, id);
  if (outcome !== 'paid' && outcome !== 'failed')
    throw invalidParam('outcome', 'outcome must be "paid" or "failed".');
  if (subscription.status !== 'active' && subscription.status !== 'past_due') {
    throw invalidRequest(`Only active subscriptions renew; this one is ${subscription.status}.`);
  }
  if (subscription.cancel_at_period_end) {
    return { subscription: cancelSubscription(ctx, id), invoice: null };
  }

  const cycle = (ctx.store.subscriptionCycles.get(id) ?? 0) + 1;
  const invoice = changeSubscription(ctx, subscription, () => {
    const period = setPeriod(ctx, subscription, cycle);
    const created = createSubscriptionInvoice(ctx, subscription, { cycle, ...period });
    if (outcome === 'paid') markInvoicePaid(ctx, created);
    subscription.status = outcome === 'paid' ? 'active' : 'past_due';
    return created;
  });
  if (outcome === 'paid') {
    ctx.emit('invoice.paid', invoice);
    return { subscription, invoice };
  }
  ctx.emit('invoice.payment_failed', invoice);
  cancelSubscription(ctx, id, 'payment_failed');
  return { subscription, invoice };
}
