import { monthsPerPeriod } from '../billing-periods';
import type { EmulatorContext } from '../context';
import { existing } from '../errors';
import { newId } from '../ids';
import { filterParam, paginate } from '../lists';
import type { Params } from '../params';
import type { ApiList, Coupon, Invoice, InvoiceLine, Subscription } from '../types';
import { couponDiscount } from './coupons';

function couponApplies(coupon: Coupon, subscription: Subscription, cycle: number): boolean {
  if (coupon.duration === 'forever') return true;
  if (coupon.duration === 'once') return cycle === 0;
  const recurring = subscription.items.data[0]?.price.recurring;
  const elapsedMonths = recurring ? cycle * monthsPerPeriod(recurring) : 0;
  return elapsedMonths < (coupon.duration_in_months ?? 0);
}

export interface InvoicePeriod {
  /** Which period of the subscription this invoice pays for (0 = the first). */
  cycle: number;
  start: number;
  end: number;
}

/** The invoice for one period of a subscription, left open (unpaid) until `markInvoicePaid`. */
export function createSubscriptionInvoice(
  ctx: EmulatorContext,
  subscription: Subscription,
  period: InvoicePeriod,
): Invoice {
  const { store } = ctx;
  const customer = store.customers.get(subscription.customer);
  const couponId = store.subscriptionCoupons.get(subscription.id);
  const coupon = couponId ? store.coupons.get(couponId) : undefined;
  const id = newId('in', 24);
  const lines: InvoiceLine[] = subscription.items.data.map((item) => ({
    id: newId('il', 24),
    object: 'line_item',
    amount: item.price.unit_amount * item.quantity,
    currency: item.price.currency,
    description: `${item.quantity} × ${store.products.get(item.price.product)?.name ?? item.price.product}`,
    discount_amounts: [],
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    period: { start: period.start, end: period.end },
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity: item.quantity,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount =
    coupon && couponApplies(coupon, subscription, period.cycle) ? couponDiscount(coupon, subtotal) : 0;
  const firstLine = lines[0];
  if (discount > 0 && firstLine)
    firstLine.discount_amounts.push({ amount: discount, discount: newId('di', 24) });
  const created = ctx.now();
  const customerInvoices = [...store.invoices.values()].filter(
    (invoice) => invoice.customer === subscription.customer,
  ).length;
  const first = period.cycle === 0;
  const invoice: Invoice = {
    id,
    object: 'invoice',
    account_country: 'BR',
    amount_due: subtotal - discount,
    amount_paid: 0,
    amount_remaining: subtotal - discount,
    attempt_count: 1,
    attempted: true,
    billing_reason: first ? 'subscription_create' : 'subscription_cycle',
    collection_method: 'charge_automatically',
    created,
    currency: subscription.currency,
    customer: subscription.customer,
    customer_email: customer?.email ?? null,
    discounts: [],
    hosted_invoice_url: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    number: `${customer?.invoice_prefix ?? 'EMU'}-${String(customerInvoices + 1).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    // Stripe's invoice period is the one *before* the invoice (empty for the first invoice); the service
    // period it pays for is on its lines.
    period_end: first ? created : period.start,
    period_start: first ? created : subscription.current_period_start,
    status: 'open',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal,
    total: subtotal - discount,
  };
  store.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  return invoice;
}

export function markInvoicePaid(ctx: EmulatorContext, invoice: Invoice): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status_transitions.paid_at = ctx.now();
}

export function voidInvoice(ctx: EmulatorContext, invoice: Invoice): void {
  invoice.status = 'void';
  invoice.amount_remaining = 0;
  invoice.status_transitions.voided_at = ctx.now();
}

export function retrieveInvoice(ctx: EmulatorContext, id: string): Invoice {
  return existing(ctx.store.invoices.get(id), 'invoice', id);
}

export function listInvoices(ctx: EmulatorContext, params: Params): ApiList<Invoice> {
  const customer = filterParam(params, 'customer');
  const subscription = filterParam(params, 'subscription');
  const invoices = [...ctx.store.invoices.values()].filter(
    (invoice) => customer(invoice.customer) && subscription(invoice.parent.subscription_details.subscription),
  );
  return paginate(invoices, params, '/v1/invoices');
}
