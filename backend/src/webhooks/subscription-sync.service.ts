import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';

import { BillingCustomersService } from '../stripe/billing-customers.service';
import { STRIPE } from '../stripe/stripe.provider';
import { KyselyUsersRepository } from '../users/kysely-users.repository';
import { BillingAlertsRepository } from './billing-alerts.repository';
import { currentSubscription, duplicateSubscriptions, subscriptionState } from './subscription-state';

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

/** What the user is told when a second payment was cancelled and refunded (user record + session status). */
export const DUPLICATE_PAYMENT_NOTICE =
  'Você já tinha uma assinatura ativa: o novo pagamento foi cancelado e o valor será estornado.';

/** The same, when the payment method cannot be refunded by Stripe (boleto): a person returns it. */
export const DUPLICATE_NOT_REFUNDABLE_NOTICE =
  'Você já tinha uma assinatura ativa: o novo pagamento foi cancelado. Como ele foi feito por boleto, ' +
  'que não pode ser estornado automaticamente, nossa equipe vai entrar em contato para devolver o valor.';

/** The same, when Stripe refused the refund of another method (a card): a person returns it too. */
export const DUPLICATE_REFUND_BY_HAND_NOTICE =
  'Você já tinha uma assinatura ativa: o novo pagamento foi cancelado. O estorno automático não foi ' +
  'possível, e nossa equipe vai entrar em contato para devolver o valor.';

/** How a cancelled duplicate's payment goes back: refunded by Stripe, or by a person (and why). */
type DuplicateRefund = 'refunded' | 'by hand: boleto' | 'by hand: refused';

const NOTICE_FOR: Readonly<Record<DuplicateRefund, string>> = {
  refunded: DUPLICATE_PAYMENT_NOTICE,
  'by hand: boleto': DUPLICATE_NOT_REFUNDABLE_NOTICE,
  'by hand: refused': DUPLICATE_REFUND_BY_HAND_NOTICE,
};

/**
 * Payment methods Stripe cannot refund (its Boleto docs: refunds "No"). A duplicate paid by one of
 * them is flagged for a person without asking Stripe for a refund, whatever error code it would give.
 */
const NOT_REFUNDABLE_METHODS: ReadonlySet<string> = new Set(['boleto']);

/** How a payment intent was paid, when it says so: the payment method's type, else its only allowed type. */
export function paymentMethodTypeOf(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method;
  if (method !== null && typeof method === 'object') return method.type;
  return intent.payment_method_types.length === 1 ? (intent.payment_method_types[0] ?? null) : null;
}

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
 * fields from what is true now: the result does not depend on event order or on repeats. A second
 * paid subscription (an older open session paid in another tab, a boleto paid late) is cancelled and
 * its payment refunded, and the user gets DUPLICATE_PAYMENT_NOTICE.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly users: KyselyUsersRepository,
    private readonly customers: BillingCustomersService,
    private readonly alerts: BillingAlertsRepository,
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
    let subscriptions = await Promise.all(listed.map((subscription) => this.cancelIfOverdue(subscription)));
    const duplicates = duplicateSubscriptions(subscriptions);
    if (duplicates.length > 0) {
      const cancelled = await Promise.all(
        duplicates.map((duplicate) => this.cancelDuplicate(uid, duplicate)),
      );
      subscriptions = subscriptions.map(
        (subscription) =>
          cancelled.find((done) => done.subscription.id === subscription.id)?.subscription ?? subscription,
      );
      // One notice: the boleto one when any payment was a boleto, else the first that went by hand.
      const outcomes = cancelled.map((done) => done.refund);
      const outcome =
        (['by hand: boleto', 'by hand: refused'] as const).find((byHand) => outcomes.includes(byHand)) ??
        'refunded';
      await this.users.setBillingNotice(uid, NOTICE_FOR[outcome]);
    }
    const current = currentSubscription(subscriptions);
    if (current === null) return;
    await this.expandProducts(current);
    await this.users.writeSubscription(uid, subscriptionState(current));
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

  /**
   * Cancels a second paid subscription now and refunds what its invoice took (idempotent per id). A
   * payment Stripe cannot refund (paid by boleto, read from the payment intent before any refund is
   * asked; or any refund Stripe refuses as an invalid request) is flagged for a person instead
   * (billing_alerts, an error log line "BILLING ALERT"), and the event is still acknowledged:
   * retrying would never succeed.
   */
  private async cancelDuplicate(
    uid: string,
    subscription: Stripe.Subscription,
  ): Promise<{ subscription: Stripe.Subscription; refund: DuplicateRefund }> {
    this.logger.warn(`Cancelling duplicate subscription ${subscription.id} and refunding its payment`);
    const canceled = await this.stripe.subscriptions.cancel(
      subscription.id,
      {},
      { idempotencyKey: `cancel-duplicate-${subscription.id}` },
    );
    let refund: DuplicateRefund = 'refunded';
    const invoiceId = idOf(subscription.latest_invoice);
    if (invoiceId !== null) {
      const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
      for (const payment of payments.data) {
        const intent = idOf(payment.payment.payment_intent);
        if (intent === null) continue;
        const method = paymentMethodTypeOf(
          await this.stripe.paymentIntents.retrieve(intent, { expand: ['payment_method'] }),
        );
        if (method !== null && NOT_REFUNDABLE_METHODS.has(method)) {
          refund = 'by hand: boleto';
          await this.flagForRefundByHand(
            uid,
            subscription.id,
            intent,
            payment,
            `paid by ${method}, which Stripe does not refund (no refund was asked)`,
          );
          continue;
        }
        try {
          await this.stripe.refunds.create(
            { payment_intent: intent, reason: 'duplicate', metadata: { subscription: subscription.id } },
            { idempotencyKey: `refund-duplicate-${payment.id}` },
          );
        } catch (error) {
          // Stripe refused this refund (any code: its docs do not name them all). Retrying the event
          // would get the same answer for days, so a person is asked instead. Network, auth and rate
          // limit errors are still thrown, and the event is retried.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          if (refund === 'refunded') refund = 'by hand: refused';
          await this.flagForRefundByHand(
            uid,
            subscription.id,
            intent,
            payment,
            `${error.code ?? 'invalid_request_error'}: ${error.message}`,
          );
        }
      }
    }
    return {
      subscription: { ...subscription, status: canceled.status, canceled_at: canceled.canceled_at },
      refund,
    };
  }

  private async flagForRefundByHand(
    uid: string,
    subscriptionId: string,
    paymentIntent: string,
    payment: Stripe.InvoicePayment,
    detail: string,
  ): Promise<void> {
    const first = await this.alerts.raise({
      kind: 'duplicate_not_refundable',
      uid,
      subscriptionId,
      paymentIntent,
      amount: payment.amount_paid ?? null,
      currency: payment.currency,
      detail,
    });
    if (first) {
      this.logger.error(
        `BILLING ALERT duplicate_not_refundable: user ${uid} paid duplicate subscription ${subscriptionId} ` +
          `(${paymentIntent}, ${payment.amount_paid ?? '?'} ${payment.currency}) and Stripe cannot refund it; ` +
          `return it by hand, then npm run billing:alerts -- resolve <id> (table billing_alerts). Why: ${detail}`,
      );
    }
  }

  /** A customer a webhook names is linked only if Stripe says it carries that user's uid. */
  private async userFor(subject: EventSubject): Promise<string | null> {
    const owner = await this.users.uidForCustomer(subject.customerId);
    if (owner !== null) return owner;
    if (subject.uid !== null && (await this.customers.linkIfOwned(subject.uid, subject.customerId))) {
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
