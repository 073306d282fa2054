import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';

import { StripeEventsRepository } from './stripe-events.repository';
import { SubscriptionSyncService } from './subscription-sync.service';

/**
 * Stores each verified event by id and applies it once: of concurrent or repeated deliveries one claims
 * it, the others are answered at once as duplicates. A failure gives the claim back and answers 5xx so
 * Stripe retries. (Were the process to die mid-way, the next event of that customer still repairs the
 * user, because applying re-reads the subscriptions from Stripe.)
 */
@Injectable()
export class StripeWebhooksService {
  constructor(
    private readonly events: StripeEventsRepository,
    private readonly sync: SubscriptionSyncService,
  ) {}

  async handle(event: Stripe.Event): Promise<{ duplicate: boolean }> {
    await this.events.record(event);
    if (!(await this.events.claim(event.id))) return { duplicate: true };
    try {
      await this.sync.apply(event);
    } catch (error) {
      await this.events.release(event.id);
      throw error;
    }
    return { duplicate: false };
  }
}
