import type Stripe from 'stripe';

import { currentSubscription, isEntitled, subscriptionState } from './subscription-state';

function subscription(overrides: {
  id?: string;
  status?: Stripe.Subscription.Status;
  invoice?: 'paid' | 'open' | null;
  created?: number;
  end?: number;
  product?: Partial<Stripe.Product> | string;
}): Stripe.Subscription {
  const product =
    typeof overrides.product === 'string'
      ? overrides.product
      : { id: 'prod_1', name: 'Produto', metadata: {}, ...overrides.product };
  return {
    id: overrides.id ?? 'sub_1',
    status: overrides.status ?? 'active',
    created: overrides.created ?? 100,
    latest_invoice: overrides.invoice === null ? null : { status: overrides.invoice ?? 'paid' },
    items: {
      data: [
        {
          current_period_start: 1000,
          current_period_end: overrides.end ?? 2000,
          price: { recurring: { interval: 'month' }, product },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

describe('subscription state (SPEC §3 fields from a re-fetched subscription)', () => {
  it.each([
    ['active', 'paid', true],
    ['active', 'open', false],
    ['trialing', null, true],
    ['incomplete', 'open', false],
    ['past_due', 'open', false],
    ['unpaid', 'open', false],
    ['canceled', 'paid', false],
    ['incomplete_expired', 'open', false],
  ] as const)('%s with a %s latest invoice → entitled %s', (status, invoice, entitled) => {
    expect(isEntitled(subscription({ status, invoice }))).toBe(entitled);
  });

  it('names the plan from the product metadata, then the product name, then its id', () => {
    const named = subscription({ product: { name: 'Qualquer', metadata: { busqy_plan_name: 'Elite' } } });
    expect(subscriptionState(named)).toEqual({
      subscription_plan: 'Elite',
      subscription_active: true,
      subscription_status: 'active',
      subscription_start: 1000,
      subscription_end: 2000,
    });
    expect(subscriptionState(subscription({ product: { name: 'Top Afiliado' } })).subscription_plan).toBe(
      'Top Afiliado',
    );
    expect(subscriptionState(subscription({ product: 'prod_raw' })).subscription_plan).toBe('prod_raw');
  });

  it('prefers an entitled subscription, else the newest', () => {
    const canceledNewer = subscription({ id: 'sub_new', status: 'canceled', created: 300 });
    const activeOlder = subscription({ id: 'sub_old', created: 100 });
    expect(currentSubscription([canceledNewer, activeOlder])?.id).toBe('sub_old');
    const expiredNewer = subscription({
      id: 'sub_b',
      status: 'incomplete_expired',
      invoice: 'open',
      created: 200,
    });
    expect(currentSubscription([canceledNewer, expiredNewer])?.id).toBe('sub_new');
    expect(currentSubscription([])).toBeNull();
  });
});
