import type { EmulatorContext } from '../context';
import { cardDeclined, invalidParam, invalidRequest, StripeApiError } from '../errors';
import { Params } from '../params';
import { findSessionForBrowser } from '../resources/checkout-sessions';
import { createCustomer, retrieveCustomer } from '../resources/customers';
import { createSubscriptionInvoice, markInvoicePaid, voidInvoice } from '../resources/invoices';
import { changeSubscription, createSubscriptionForSession } from '../resources/subscriptions';
import type { BoletoVoucher } from '../store';
import type { CheckoutSession, Customer, Invoice, Subscription } from '../types';

export const DECLINED_CARD = '4000000000000002';
export const APPROVED_CARD = '4242424242424242';
const BOLETO_DAYS = 3;

/** What the payment forms list (and what `chargeCard` does with them). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
] as const;

export interface PaymentResult {
  session: CheckoutSession;
  subscription: Subscription | null;
  invoice: Invoice | null;
  /** Where the browser goes next: return_url (embedded) or success_url (hosted). */
  redirect_url: string | null;
  /** The boleto voucher page, for boleto payments. */
  voucher_url: string | null;
  boleto: BoletoVoucher | null;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Test cards as Stripe treats them: 4000 0000 0000 0002 is declined, a malformed number is incorrect. */
function chargeCard(rawNumber: string): void {
  const digits = rawNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) {
    throw new StripeApiError(402, {
      type: 'card_error',
      code: 'incorrect_number',
      param: 'number',
      message: 'Your card number is incorrect.',
    });
  }
  if (digits === DECLINED_CARD) throw cardDeclined();
}

function boletoNumber(): string {
  // 47 digits like a real "linha digitável", grouped the usual way.
  const digits = Array.from({ length: 47 }, () => Math.floor(Math.random() * 10)).join('');
  return `${digits.slice(0, 5)}.${digits.slice(5, 10)} ${digits.slice(10, 15)}.${digits.slice(15, 21)} ${digits.slice(21, 26)}.${digits.slice(26, 32)} ${digits.slice(32, 33)} ${digits.slice(33)}`;
}

function customerFor(ctx: EmulatorContext, session: CheckoutSession, email: string | undefined): Customer {
  if (session.customer) return retrieveCustomer(ctx, session.customer);
  const created = createCustomer(ctx, Params.of({ email: session.customer_email ?? email ?? '' }));
  session.customer = created.id;
  return created;
}

export function redirectUrlFor(session: CheckoutSession): string | null {
  return session.ui_mode === 'embedded_page' ? session.return_url : session.success_url;
}

export function voucherUrlFor(ctx: EmulatorContext, session: CheckoutSession): string | null {
  return ctx.store.boletos.has(session.id) ? `${ctx.publicUrl}/boleto/${session.id}` : null;
}

function result(ctx: EmulatorContext, session: CheckoutSession): PaymentResult {
  const subscription = session.subscription
    ? (ctx.store.subscriptions.get(session.subscription) ?? null)
    : null;
  const invoice = session.invoice ? (ctx.store.invoices.get(session.invoice) ?? null) : null;
  return {
    session,
    subscription,
    invoice,
    redirect_url: redirectUrlFor(session),
    voucher_url: voucherUrlFor(ctx, session),
    boleto: ctx.store.boletos.get(session.id) ?? null,
  };
}

export interface CompleteCheckoutInput {
  payment: string;
  card?: string;
  email?: string;
}

/**
 * What the customer does on the payment form. Card: paid now (`checkout.session.completed` paid, then
 * `invoice.paid`). Boleto: the session completes unpaid and a voucher waits for `settleBoleto`.
 */
export function completeCheckout(
  ctx: EmulatorContext,
  idOrSecret: string,
  input: CompleteCheckoutInput,
): PaymentResult {
  const session = findSessionForBrowser(ctx, idOrSecret);
  if (session.status !== 'open')
    throw invalidRequest(
      `This Checkout Session is ${session.status}, not open.`,
      'checkout_session_not_open',
    );
  if (input.payment !== 'card' && input.payment !== 'boleto') {
    throw invalidParam('payment', 'payment must be "card" or "boleto".');
  }
  if (!session.payment_method_types.includes(input.payment)) {
    throw invalidParam('payment', `This Checkout Session does not accept ${input.payment}.`);
  }
  const byCard = input.payment === 'card';
  if (byCard) chargeCard(input.card ?? APPROVED_CARD);

  const customer = customerFor(ctx, session, input.email);
  session.customer_details = {
    address: null,
    email: customer.email,
    name: customer.name,
    phone: customer.phone,
    tax_exempt: 'none',
    tax_ids: [],
  };
  session.status = 'complete';
  session.payment_status = byCard ? 'paid' : 'unpaid';
  const couponId = ctx.store.sessionCoupons.get(session.id);
  const coupon = couponId ? ctx.store.coupons.get(couponId) : undefined;
  if (coupon) coupon.times_redeemed += 1;

  let invoice: Invoice | null = null;
  if (session.mode === 'subscription') {
    const subscription = createSubscriptionForSession(
      ctx,
      session,
      customer.id,
      byCard ? 'active' : 'incomplete',
    );
    invoice = createSubscriptionInvoice(ctx, subscription, {
      cycle: 0,
      start: subscription.current_period_start,
      end: subscription.current_period_end,
    });
    if (byCard) markInvoicePaid(ctx, invoice);
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    ctx.emit('customer.subscription.created', subscription);
  }
  if (!byCard) {
    ctx.store.boletos.set(session.id, {
      number: boletoNumber(),
      expires_at: ctx.now() + BOLETO_DAYS * 24 * 60 * 60,
      amount: session.amount_total,
      status: 'pending',
    });
  }
  ctx.emit('checkout.session.completed', session);
  if (invoice && byCard) ctx.emit('invoice.paid', invoice);
  return result(ctx, session);
}

/** The boleto is paid (`async_payment_succeeded`, subscription active, `invoice.paid`) or expires unpaid. */
export function settleBoleto(ctx: EmulatorContext, idOrSecret: string, outcome: string): PaymentResult {
  const session = findSessionForBrowser(ctx, idOrSecret);
  const boleto = ctx.store.boletos.get(session.id);
  if (!boleto) throw invalidRequest('This Checkout Session was not paid by boleto.');
  if (boleto.status !== 'pending') throw invalidRequest(`This boleto is already ${boleto.status}.`);
  if (outcome !== 'paid' && outcome !== 'expired')
    throw invalidParam('outcome', 'outcome must be "paid" or "expired".');
  const subscription = session.subscription ? ctx.store.subscriptions.get(session.subscription) : undefined;
  const invoice = session.invoice ? ctx.store.invoices.get(session.invoice) : undefined;

  if (outcome === 'paid') {
    boleto.status = 'paid';
    session.payment_status = 'paid';
    ctx.emit('checkout.session.async_payment_succeeded', session);
    if (subscription) changeSubscription(ctx, subscription, () => (subscription.status = 'active'));
    if (invoice) {
      markInvoicePaid(ctx, invoice);
      ctx.emit('invoice.paid', invoice);
    }
  } else {
    boleto.status = 'expired';
    ctx.emit('checkout.session.async_payment_failed', session);
    if (invoice) voidInvoice(ctx, invoice);
    if (subscription) {
      changeSubscription(ctx, subscription, () => {
        subscription.status = 'incomplete_expired';
        subscription.ended_at = ctx.now();
      });
    }
  }
  return result(ctx, session);
}

export function checkoutState(ctx: EmulatorContext, idOrSecret: string): PaymentResult {
  return result(ctx, findSessionForBrowser(ctx, idOrSecret));
}
