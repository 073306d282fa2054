// Test support: a local webhook endpoint that verifies each delivery like the API does
// (`stripe.webhooks.constructEvent` on the raw body) and lets a test wait for events.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface ReceivedEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  api_version: string | null;
  livemode: boolean;
}

export interface WebhookReceiver {
  url: string;
  events: ReceivedEvent[];
  /** Deliveries whose signature did not verify (should stay empty). */
  rejected: string[];
  /** How many requests arrived, including failed ones. */
  attempts: number;
  /** Status codes to answer with, one per request, before answering 200. */
  failNext(statuses: number[]): void;
  waitFor(predicate: (events: ReceivedEvent[]) => boolean, timeoutMs?: number): Promise<ReceivedEvent[]>;
  waitForType(type: string, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const verifier = new Stripe('sk_test_verifier');
  const events: ReceivedEvent[] = [];
  const rejected: string[] = [];
  const failures: number[] = [];
  let attempts = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      attempts += 1;
      const failure = failures.shift();
      if (failure !== undefined) {
        response.writeHead(failure).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      try {
        const event = verifier.webhooks.constructEvent(
          raw,
          String(request.headers['stripe-signature']),
          secret,
        );
        events.push(event as unknown as ReceivedEvent);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      } catch (error) {
        rejected.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const waitFor = async (
    predicate: (events: ReceivedEvent[]) => boolean,
    timeoutMs = 5000,
  ): Promise<ReceivedEvent[]> => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(events)) {
      if (Date.now() > deadline) {
        throw new Error(
          `timed out waiting for webhooks; got: ${events.map((event) => event.type).join(', ') || 'none'}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return events;
  };

  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    events,
    rejected,
    get attempts() {
      return attempts;
    },
    failNext: (statuses) => failures.push(...statuses),
    waitFor,
    waitForType: async (type, timeoutMs) => {
      const found = await waitFor((all) => all.some((event) => event.type === type), timeoutMs);
      return found.find((event) => event.type === type) as ReceivedEvent;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An SDK client pointed at the emulator, like the API builds it. */
export function emulatorClient(url: string, key = 'sk_test_emulator'): Stripe {
  const { hostname, port } = new URL(url);
  return new Stripe(key, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
}
