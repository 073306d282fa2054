import Stripe from 'stripe';
import { startStripeEmulator } from '../server';
import { control } from '../testing/control';
import { emulatorClient, startWebhookReceiver } from '../testing/webhook-receiver';
import { WebhookDispatcher } from '../webhook-dispatcher';
import type { WebhookDelivery } from '../store';
import type { StripeEvent } from '../types';

const SECRET = 'whsec_test_webhooks';

function fakeEvent(id: string): StripeEvent {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: 1,
    data: { object: { id: 'cus_1', object: 'customer' } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'customer.created',
  };
}

function record(event: string): WebhookDelivery {
  return {
    event,
    type: 'customer.created',
    status: 'pending',
    attempts: 0,
    last_status_code: null,
    last_error: null,
  };
}

/** Queues a fake event; answers its delivery record, which the dispatcher updates as it goes. */
function enqueue(dispatcher: WebhookDispatcher, id: string): WebhookDelivery {
  const delivery = record(id);
  dispatcher.enqueue(fakeEvent(id), delivery);
  return delivery;
}

describe('webhook delivery', () => {
  it('retries a failed delivery with backoff and keeps events in order', async () => {
    const receiver = await startWebhookReceiver(SECRET);
    const dispatcher = new WebhookDispatcher({
      url: receiver.url,
      secret: SECRET,
      retryDelaysMs: [10, 10, 10],
    });
    try {
      receiver.failNext([500, 503]);
      const first = enqueue(dispatcher, 'evt_1');
      const second = enqueue(dispatcher, 'evt_2');
      await dispatcher.idle();
      expect(receiver.events.map((event) => event.id)).toEqual(['evt_1', 'evt_2']);
      expect(first).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200 });
      expect(second).toMatchObject({ status: 'delivered', attempts: 1 });
    } finally {
      await dispatcher.close();
      await receiver.close();
    }
  });

  it('gives up after the last retry and moves on', async () => {
    const receiver = await startWebhookReceiver(SECRET);
    const dispatcher = new WebhookDispatcher({
      url: receiver.url,
      secret: SECRET,
      retryDelaysMs: [5],
      onError: () => undefined,
    });
    try {
      receiver.failNext([500, 500]);
      const failing = enqueue(dispatcher, 'evt_a');
      const next = enqueue(dispatcher, 'evt_b');
      await dispatcher.idle();
      expect(failing).toMatchObject({ status: 'failed', attempts: 2, last_status_code: 500 });
      expect(next.status).toBe('delivered');
    } finally {
      await dispatcher.close();
      await receiver.close();
    }
  });

  it('signs with the configured secret, so a receiver with another secret rejects the event', async () => {
    const receiver = await startWebhookReceiver('whsec_other');
    const dispatcher = new WebhookDispatcher({
      url: receiver.url,
      secret: SECRET,
      retryDelaysMs: [],
      onError: () => undefined,
    });
    try {
      enqueue(dispatcher, 'evt_x');
      await dispatcher.idle();
      expect(receiver.events).toEqual([]);
      expect(receiver.rejected).toHaveLength(1);
    } finally {
      await dispatcher.close();
      await receiver.close();
    }
  });

  it('only records events when no webhook URL is set; reset clears the state', async () => {
    const emulator = await startStripeEmulator({ port: 0, webhookSecret: SECRET });
    try {
      const stripe = emulatorClient(emulator.url);
      const customer = await stripe.customers.create({ email: 'x@example.com' });
      const state = await control(emulator.url, '/_emulator/state');
      expect(state.json['events']).toEqual([
        expect.objectContaining({
          type: 'customer.created',
          data: { object: expect.objectContaining({ id: customer.id }) },
        }),
      ]);
      expect(state.json['webhook_deliveries']).toEqual([expect.objectContaining({ status: 'skipped' })]);

      expect((await control(emulator.url, '/_emulator/reset', {})).status).toBe(200);
      await expect(stripe.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 404 });
      expect((await control(emulator.url, '/_emulator/state')).json['events']).toEqual([]);
    } finally {
      await emulator.close();
    }
  });

  it('answers the API request before the webhook is delivered', async () => {
    const receiver = await startWebhookReceiver(SECRET);
    const emulator = await startStripeEmulator({ port: 0, webhookUrl: receiver.url, webhookSecret: SECRET });
    try {
      await emulatorClient(emulator.url).customers.create({ email: 'y@example.com' });
      expect(receiver.attempts).toBe(0);
      const flushed = await control(emulator.url, '/_emulator/webhooks/flush', {});
      expect(flushed.json['webhook_deliveries']).toEqual([expect.objectContaining({ status: 'delivered' })]);
      expect(receiver.events.map((event) => event.type)).toEqual(['customer.created']);
    } finally {
      await emulator.close();
      await receiver.close();
    }
  });
});
