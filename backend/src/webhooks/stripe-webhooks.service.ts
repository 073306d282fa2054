import { ConflictException, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';

import { StripeEventsRepository } from './stripe-events.repository';
import { SubscriptionSyncService } from './subscription-sync.service';

export const WEBHOOK_BUSY = 'Evento em processamento; tente novamente';

/**
 * Stores each verified event by id and applies it once: of concurrent or repeated deliveries (to any
 * instance) one leases it; the others get 200 as duplicates once it is applied, or 409 while it is
 * being applied (so Stripe delivers it again: the holder may still fail). A failure gives the lease
 * back and answers 5xx so Stripe retries; an instance that dies mid-apply leaves a lease that expires
 * (WEBHOOK_CLAIM_LEASE_MS), after which Stripe's next retry applies the event.
 */
@Injectable()
export class StripeWebhooksService {
  constructor(
    private readonly events: StripeEventsRepository,
    private readonly sync: SubscriptionSyncService,
  ) {}

  async handle(event: Stripe.Event): Promise<{ duplicate: boolean }> {
    await this.events.record(event);
    if (!(await this.events.claim(event.id))) {
      if (await this.events.isApplied(event.id)) return { duplicate: true };
      throw new ConflictException(WEBHOOK_BUSY);
    }
    try {
      await this.sync.apply(event);
    } catch (error) {
      await this.events.release(event.id);
      throw error;
    }
    await this.events.complete(event.id);
    return { duplicate: false };
  }
}
