import type Stripe from 'stripe';

import type { BillingCustomersService } from '../stripe/billing-customers.service';
import type { KyselyUsersRepository } from '../users/kysely-users.repository';
import type { SubscriptionState } from './subscription-state';
import type { BillingAlertsRepository } from './billing-alerts.repository';
import { SubscriptionSyncService } from './subscription-sync.service';

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
