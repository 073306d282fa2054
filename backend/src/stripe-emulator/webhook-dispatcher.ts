import Stripe from 'stripe';
import type { WebhookDelivery } from './store';
import type { StripeEvent } from './types';

export interface WebhookDispatcherOptions {
  url?: string;
  secret: string;
  /** Pause before each retry; the number of entries is the number of retries. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  onError?: (message: string) => void;
}

interface QueuedDelivery {
  event: StripeEvent;
  record: WebhookDelivery;
}

const DEFAULT_RETRY_DELAYS_MS = [250, 1000, 3000, 8000];

/**
 * Posts events to the webhook endpoint one at a time, in the order they happened, signed like Stripe
 * signs them. Failures (network errors, non-2xx) are retried with backoff; then the next event goes.
 */
export class WebhookDispatcher {
  private readonly queue: QueuedDelivery[] = [];
  private draining: Promise<void> | null = null;
  private generation = 0;
  private readonly inFlight = new Set<AbortController>();
  private readonly sleeping = new Set<() => void>();

  constructor(private readonly options: WebhookDispatcherOptions) {}

  enqueue(event: StripeEvent, record: WebhookDelivery): void {
    if (!this.options.url) {
      record.status = 'skipped';
      return;
    }
    this.queue.push({ event, record });
    // Deferred so the API response that caused the event is never held up by its delivery.
    this.draining ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  /** Drops queued deliveries and aborts the one in flight (used by reset and close). */
  clear(): void {
    this.generation += 1;
    this.queue.length = 0;
    for (const controller of this.inFlight) controller.abort();
    for (const wake of this.sleeping) wake();
  }

  async close(): Promise<void> {
    this.clear();
    await this.draining;
  }

  /** Resolves when every queued delivery has finished (delivered or given up). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      let next: QueuedDelivery | undefined;
      while ((next = this.queue.shift())) await this.deliver(next, this.generation);
    } finally {
      this.draining = null;
    }
  }

  private async deliver({ event, record }: QueuedDelivery, generation: number): Promise<void> {
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (generation !== this.generation) return;
      if (attempt > 0) await this.sleep(delays[attempt - 1] ?? 0);
      if (generation !== this.generation) return;
      record.attempts += 1;
      const outcome = await this.post(event);
      record.last_status_code = outcome.statusCode;
      record.last_error = outcome.error;
      if (outcome.ok) {
        record.status = 'delivered';
        return;
      }
    }
    record.status = 'failed';
    this.options.onError?.(
      `webhook ${event.type} (${event.id}) failed after ${record.attempts} attempts: ${record.last_error}`,
    );
  }

  private async post(
    event: StripeEvent,
  ): Promise<{ ok: boolean; statusCode: number | null; error: string | null }> {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.secret });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 10_000);
    this.inFlight.add(controller);
    try {
      const response = await fetch(this.options.url ?? '', {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok
        ? { ok: true, statusCode: response.status, error: null }
        : { ok: false, statusCode: response.status, error: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, statusCode: null, error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.sleeping.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleeping.add(wake);
    });
  }
}
