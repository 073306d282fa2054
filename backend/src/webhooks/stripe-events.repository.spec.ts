import { ConflictException } from '@nestjs/common';
import type Stripe from 'stripe';

import { useMemoryDatabase } from '../../test/support/memory-database';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeWebhooksService } from './stripe-webhooks.service';
import type { SubscriptionSyncService } from './subscription-sync.service';

const event = { id: 'evt_lease_1', type: 'invoice.paid', created: 1_700_000_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('webhook claims are leases in the database', () => {
  const db = useMemoryDatabase();
  let events: StripeEventsRepository;

  beforeEach(async () => {
    events = new StripeEventsRepository(db());
    await events.record(event);
  });

  it('one claim wins; a crashed holder’s lease expires and the event is taken again; applied is final', async () => {
    expect(await events.claim(event.id, 50)).toBe(true);
    expect(await events.claim(event.id, 50)).toBe(false); // leased by the first
    // The holder dies without completing or releasing: after the lease another delivery takes it.
    await sleep(80);
    expect(await events.claim(event.id, 60_000)).toBe(true);
    await events.complete(event.id);
    expect(await events.isApplied(event.id)).toBe(true);
    await sleep(5);
    expect(await events.claim(event.id, 1)).toBe(false);
  });

  it('the service: a failure gives the event back at once; a concurrent delivery gets 409, not a silent 200', async () => {
    let fail = true;
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const sync = {
      apply: jest.fn(async () => {
        if (fail) throw new Error('Stripe unreachable');
        await blocked;
      }),
    } as unknown as SubscriptionSyncService;
    const service = new StripeWebhooksService(events, sync);
    const stripeEvent = event as unknown as Stripe.Event;

    await expect(service.handle(stripeEvent)).rejects.toThrow('Stripe unreachable');
    fail = false;
    const applying = service.handle(stripeEvent); // takes the lease, waits inside apply
    await sleep(20);
    await expect(service.handle(stripeEvent)).rejects.toBeInstanceOf(ConflictException);
    release();
    await expect(applying).resolves.toEqual({ duplicate: false });
    await expect(service.handle(stripeEvent)).resolves.toEqual({ duplicate: true });
    expect(sync.apply).toHaveBeenCalledTimes(2);
  });
});
