import Stripe from 'stripe';
import { newId } from './ids';
import type { Store } from './store';
import type { StripeEvent } from './types';
import type { WebhookDispatcher } from './webhook-dispatcher';

/** What every resource and flow needs: the state, the clock, the public URL and event emission. */
export class EmulatorContext {
  /** Set once the server listens (the port may be random). */
  publicUrl = '';

  constructor(
    readonly store: Store,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  now(): number {
    return Math.floor(Date.now() / 1000);
  }

  /** Records an event (a snapshot of `object` as it is now) and queues its webhook delivery. */
  emit(type: string, object: object, previousAttributes?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.store.events.set(event.id, event);
    const delivery = {
      event: event.id,
      type,
      status: 'pending' as const,
      attempts: 0,
      last_status_code: null,
      last_error: null,
    };
    this.store.webhookDeliveries.push(delivery);
    this.dispatcher.enqueue(event, delivery);
    return event;
  }
}
