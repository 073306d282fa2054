import type { EmulatorContext } from '../context';
import { invalidRequest, missingParam, noSuch } from '../errors';
import { newId } from '../ids';
import { filterParam, paginate } from '../lists';
import type { Params } from '../params';
import type { ApiList, Invoice, InvoicePayment, PaymentIntent, PaymentMethodType, Refund } from '../types';

/**
 * Invoice payments and refunds. A paid invoice has one payment, made by a payment intent whose id is
 * derived from the invoice's (`in_X` → `pi_X`), as Stripe's `invoice_payments` list shows it since the
 * 2025 API versions (invoices no longer name their payment intent).
 */
export function paymentIntentOf(invoice: Invoice): string {
  return `pi_${invoice.id.slice('in_'.length)}`;
}

function invoicePayment(invoice: Invoice): InvoicePayment {
  return {
    id: `inpay_${invoice.id.slice('in_'.length)}`,
    object: 'invoice_payment',
    amount_paid: invoice.amount_paid,
    amount_requested: invoice.amount_due,
    created: invoice.status_transitions.paid_at ?? invoice.created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: paymentIntentOf(invoice) },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: invoice.status_transitions.paid_at },
  };
}

/** GET /v1/invoice_payments?invoice=: the payments of paid invoices. */
export function listInvoicePayments(ctx: EmulatorContext, params: Params): ApiList<InvoicePayment> {
  const invoiceId = filterParam(params, 'invoice');
  const payments = [...ctx.store.invoices.values()]
    .filter((invoice) => invoice.status === 'paid' && invoiceId(invoice.id))
    .map(invoicePayment);
  return paginate(payments, params, '/v1/invoice_payments');
}

/** The invoice a payment intent paid, and whether that payment was made by boleto. */
function paidInvoiceOf(
  ctx: EmulatorContext,
  paymentIntent: string,
): { invoice: Invoice; byBoleto: boolean } | undefined {
  const invoice = [...ctx.store.invoices.values()].find(
    (candidate) => candidate.status === 'paid' && paymentIntentOf(candidate) === paymentIntent,
  );
  if (!invoice) return undefined;
  const byBoleto = [...ctx.store.checkoutSessions.values()].some(
    (session) => session.invoice === invoice.id && ctx.store.boletos.has(session.id),
  );
  return { invoice, byBoleto };
}

/**
 * GET /v1/payment_intents/:id: the payment intent of a paid invoice, with only the fields the API
 * reads. `payment_method` is always given as the object (what `expand: ['payment_method']` answers on
 * Stripe); its type says how the invoice was paid.
 */
export function retrievePaymentIntent(ctx: EmulatorContext, id: string): PaymentIntent {
  const paid = paidInvoiceOf(ctx, id);
  if (!paid) throw noSuch('payment_intent', id);
  const type: PaymentMethodType = paid.byBoleto ? 'boleto' : 'card';
  return {
    id,
    object: 'payment_intent',
    amount: paid.invoice.amount_paid,
    amount_received: paid.invoice.amount_paid,
    created: paid.invoice.status_transitions.paid_at ?? paid.invoice.created,
    currency: paid.invoice.currency,
    customer: paid.invoice.customer,
    livemode: false,
    payment_method: { id: `pm_${id.slice('pi_'.length)}`, object: 'payment_method', type },
    payment_method_types: [type],
    status: 'succeeded',
  };
}

/** POST /v1/refunds (`payment_intent`, optional `amount`, `reason`, `metadata`): refunds a paid invoice. */
export function createRefund(ctx: EmulatorContext, params: Params): Refund {
  const paymentIntent = params.string('payment_intent');
  if (paymentIntent === undefined) throw missingParam('payment_intent');
  const paid = paidInvoiceOf(ctx, paymentIntent);
  if (!paid) throw noSuch('payment_intent', paymentIntent, 'payment_intent');
  const { invoice } = paid;
  // Stripe cannot refund a boleto (the payer has no account to return it to): it refuses the refund,
  // so the API must handle that money by hand, here as with real Stripe.
  if (paid.byBoleto) {
    throw invalidRequest(
      `Charge for ${paymentIntent} was paid with boleto, which does not support refunds.`,
      'charge_not_refundable',
    );
  }
  const refunded = [...ctx.store.refunds.values()]
    .filter((refund) => refund.payment_intent === paymentIntent)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const amount = params.integer('amount') ?? invoice.amount_paid - refunded;
  if (amount <= 0 || refunded + amount > invoice.amount_paid) {
    throw invalidRequest(
      `Charge for ${paymentIntent} has already been refunded.`,
      refunded >= invoice.amount_paid ? 'charge_already_refunded' : 'amount_too_large',
    );
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    created: ctx.now(),
    currency: invoice.currency,
    livemode: false,
    metadata: params.metadata('metadata') ?? {},
    payment_intent: paymentIntent,
    reason: params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null,
    status: 'succeeded',
  };
  ctx.store.refunds.set(refund.id, refund);
  ctx.emit('refund.created', refund);
  return refund;
}

export function listRefunds(ctx: EmulatorContext, params: Params): ApiList<Refund> {
  const paymentIntent = filterParam(params, 'payment_intent');
  const refunds = [...ctx.store.refunds.values()].filter((refund) => paymentIntent(refund.payment_intent));
  return paginate(refunds, params, '/v1/refunds');
}
