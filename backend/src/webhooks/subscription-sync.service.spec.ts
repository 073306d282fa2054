import Stripe from 'stripe';

import type { BillingCustomersService } from '../stripe/billing-customers.service';
import type { KyselyUsersRepository } from '../users/kysely-users.repository';
import type { SubscriptionState } from './subscription-state';
import type { BillingAlertsRepository } from './billing-alerts.repository';
import {
  DUPLICATE_NOT_REFUNDABLE_NOTICE,
  DUPLICATE_REFUND_BY_HAND_NOTICE,
  DUPLICATE_PAYMENT_NOTICE,
  SubscriptionSyncService,
} from './subscription-sync.service';

function subscription(id: string, status: Stripe.Subscription.Status): Stripe.Subscription {
  return {
    id,
    status,
    created: 100,
    canceled_at: null,
    latest_invoice: { status: status === 'active' ? 'paid' : 'open' },
    items: {
      data: [
        {
          current_period_start: 1000,
          current_period_end: 2000,
          price: { recurring: { interval: 'day' }, product: { id: 'prod_1', name: 'Elite', metadata: {} } },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

function setup(listed: Stripe.Subscription[]) {
  const cancel = jest.fn(async (id: string) => ({ id, status: 'canceled', canceled_at: 1500 }));
  const stripe = {
    subscriptions: { list: () => ({ autoPagingToArray: async () => listed }), cancel },
    products: { retrieve: jest.fn() },
  } as unknown as Stripe;
  const written: SubscriptionState[] = [];
  const repository = {
    writeSubscription: async (_uid: string, state: SubscriptionState) => void written.push(state),
  } as unknown as KyselyUsersRepository;
  const customers = {} as BillingCustomersService;
  const alerts = {} as BillingAlertsRepository;
  return { service: new SubscriptionSyncService(stripe, repository, customers, alerts), cancel, written };
}

describe('SubscriptionSyncService.syncUser', () => {
  it('cancels a subscription whose renewal failed (SPEC §1) and records it inactive', async () => {
    const { service, cancel, written } = setup([subscription('sub_late', 'past_due')]);
    await service.syncUser('u1', 'cus_1');
    expect(cancel).toHaveBeenCalledWith('sub_late', {}, { idempotencyKey: 'cancel-overdue-sub_late' });
    expect(written).toEqual([
      expect.objectContaining({ subscription_active: false, subscription_status: 'canceled' }),
    ]);
  });

  it('leaves a paid subscription alone', async () => {
    const { service, cancel, written } = setup([subscription('sub_ok', 'active')]);
    await service.syncUser('u1', 'cus_1');
    expect(cancel).not.toHaveBeenCalled();
    expect(written).toEqual([
      expect.objectContaining({
        subscription_active: true,
        subscription_status: 'active',
        subscription_plan: 'Elite',
      }),
    ]);
  });
});

/** Two active subscriptions: the newer (sub_dup) is the duplicate, paid by the payment intent pi_dup. */
function duplicateSetup(method: 'card' | 'boleto', refund: () => Promise<unknown>) {
  const kept = { ...subscription('sub_kept', 'active'), created: 100 } as Stripe.Subscription;
  const duplicate = {
    ...subscription('sub_dup', 'active'),
    created: 200,
    latest_invoice: { id: 'in_dup', status: 'paid' },
  } as unknown as Stripe.Subscription;
  const cancel = jest.fn(async (id: string) => ({ id, status: 'canceled', canceled_at: 1500 }));
  const create = jest.fn(refund);
  const retrieve = jest.fn(async (id: string) => ({
    id,
    object: 'payment_intent',
    payment_method: { id: 'pm_1', object: 'payment_method', type: method },
    payment_method_types: ['card', 'boleto'],
  }));
  const stripe = {
    subscriptions: { list: () => ({ autoPagingToArray: async () => [kept, duplicate] }), cancel },
    invoicePayments: {
      list: async () => ({
        data: [
          {
            id: 'inpay_dup',
            amount_paid: 9990,
            currency: 'brl',
            payment: { type: 'payment_intent', payment_intent: 'pi_dup' },
          },
        ],
      }),
    },
    paymentIntents: { retrieve },
    refunds: { create },
    products: { retrieve: jest.fn() },
  } as unknown as Stripe;
  const notices: string[] = [];
  const repository = {
    writeSubscription: async () => undefined,
    setBillingNotice: async (_uid: string, notice: string) => void notices.push(notice),
  } as unknown as KyselyUsersRepository;
  const raise = jest.fn(async () => true);
  const alerts = { raise } as unknown as BillingAlertsRepository;
  const service = new SubscriptionSyncService(stripe, repository, {} as BillingCustomersService, alerts);
  return { service, cancel, create, retrieve, raise, notices };
}

describe('SubscriptionSyncService: a duplicate payment Stripe cannot refund', () => {
  it('a duplicate paid by boleto is flagged for a person without ever asking Stripe for a refund', async () => {
    const { service, cancel, create, retrieve, raise, notices } = duplicateSetup('boleto', async () => ({}));
    await service.syncUser('u1', 'cus_1');
    expect(cancel).toHaveBeenCalledWith('sub_dup', {}, { idempotencyKey: 'cancel-duplicate-sub_dup' });
    expect(retrieve).toHaveBeenCalledWith('pi_dup', { expand: ['payment_method'] });
    expect(create).not.toHaveBeenCalled();
    expect(raise).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'duplicate_not_refundable',
        uid: 'u1',
        subscriptionId: 'sub_dup',
        paymentIntent: 'pi_dup',
        amount: 9990,
      }),
    );
    expect(notices).toEqual([DUPLICATE_NOT_REFUNDABLE_NOTICE]);
  });

  it('a card refund Stripe refuses with another invalid-request code is flagged, not thrown (no retry)', async () => {
    const refused = new Stripe.errors.StripeInvalidRequestError({
      type: 'invalid_request_error',
      code: 'some_code_stripe_never_documented',
      message: 'This charge cannot be refunded.',
    });
    const { service, create, raise, notices } = duplicateSetup('card', async () => {
      throw refused;
    });
    await expect(service.syncUser('u1', 'cus_1')).resolves.toBeUndefined();
    expect(create).toHaveBeenCalledTimes(1);
    expect(raise).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'duplicate_not_refundable',
        paymentIntent: 'pi_dup',
        detail: expect.stringContaining('some_code_stripe_never_documented'),
      }),
    );
    // A card: the notice does not speak of a boleto.
    expect(notices).toEqual([DUPLICATE_REFUND_BY_HAND_NOTICE]);
    expect(notices[0]).not.toMatch(/boleto/);
  });

  it('a card duplicate is refunded, and a network error is still thrown so the event is retried', async () => {
    const ok = duplicateSetup('card', async () => ({ id: 're_1' }));
    await ok.service.syncUser('u1', 'cus_1');
    expect(ok.create).toHaveBeenCalledWith(
      { payment_intent: 'pi_dup', reason: 'duplicate', metadata: { subscription: 'sub_dup' } },
      { idempotencyKey: 'refund-duplicate-inpay_dup' },
    );
    expect(ok.raise).not.toHaveBeenCalled();
    expect(ok.notices).toEqual([DUPLICATE_PAYMENT_NOTICE]);

    const down = duplicateSetup('card', async () => {
      throw new Stripe.errors.StripeConnectionError({ message: 'socket hang up' });
    });
    await expect(down.service.syncUser('u1', 'cus_1')).rejects.toThrow('socket hang up');
    expect(down.raise).not.toHaveBeenCalled();
  });
});
