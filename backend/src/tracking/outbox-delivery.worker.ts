import type { EventsSender, SendResult } from './graph-events.client';
import type { ClaimedEvent, OutboxRepository } from './outbox.repository';
import { type RetryPolicy, retryDelayMs } from './retry-delay';

export interface DeliveryWorkerOptions {
  /** Written on the rows this worker claims; unique per process. */
  workerId: string;
  intervalMs: number;
  batchSize: number;
  maxAttempts: number;
  retry: RetryPolicy;
  /** How long a claim keeps other workers off; far longer than one request (15 s timeout). */
  leaseMs: number;
}

export interface RoundResult {
  claimed: number;
  delivered: number;
  failed: number;
}

type Log = (message: string) => void;

export const DEFAULT_LEASE_MS = 5 * 60_000;
/**
 * How long stop() lets a request in flight finish before aborting it: a batch Meta has accepted is
 * then marked delivered instead of being sent again by the next process (a deploy, a restart). Short:
 * a hanging Graph API must not hold up a shutdown (Meta dedupes a resent event by its event_id).
 */
export const STOP_GRACE_MS = 1_000;

/**
 * Sends outbox events to Meta in the background: claim a batch, post it, mark each event delivered or
 * schedule its retry with exponential backoff. The loop never blocks startup (start() returns at once)
 * nor shutdown (stop() lets a request in flight finish for a few seconds, then aborts it and hands its
 * events back untouched).
 */
export class OutboxDeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private readonly abort = new AbortController();

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly sender: EventsSender,
    private readonly options: DeliveryWorkerOptions,
    private readonly log: { warn: Log; error: Log },
  ) {}

  start(): void {
    if (!this.stopped || this.abort.signal.aborted) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([this.running, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
      clearTimeout(grace);
    }
    this.abort.abort();
    await this.running;
  }

  /** One round: claim up to batchSize due events and try to deliver them. */
  async runOnce(): Promise<RoundResult> {
    const { workerId, batchSize, leaseMs } = this.options;
    const batch = await this.outbox.claim(workerId, batchSize, leaseMs);
    const result: RoundResult = { claimed: batch.length, delivered: 0, failed: 0 };
    if (batch.length > 0) await this.deliver(batch, result);
    return result;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.tick().finally(() => {
        this.running = null;
      });
    }, delayMs);
    this.timer.unref(); // never the reason the process stays up
  }

  private async tick(): Promise<void> {
    let more = false;
    try {
      const round = await this.runOnce();
      more = round.claimed === this.options.batchSize && round.failed === 0;
    } catch (error) {
      // The database was unreachable, say: nothing was lost, the next round tries again.
      this.log.error(
        `Tracking delivery round failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!this.stopped) this.schedule(more ? 0 : this.options.intervalMs);
  }

  private async deliver(batch: ClaimedEvent[], result: RoundResult): Promise<void> {
    const ids = batch.map((event) => event.id);
    const signal = this.abort.signal;
    const sent: SendResult = signal.aborted
      ? { kind: 'retry', error: 'stopped' }
      : await this.sender.send(
          batch.map((event) => event.payload),
          signal,
        );
    if (sent.kind === 'delivered') {
      await this.outbox.markDelivered(ids);
      result.delivered += batch.length;
      return;
    }
    if (signal.aborted) {
      // Shutting down: not the events' fault, so no attempt is counted; another round sends them.
      await this.outbox.release(ids, this.options.workerId);
      return;
    }
    if (sent.kind === 'rejected' && batch.length > 1) {
      // Meta refuses a whole request for one bad event: halve until the bad ones are alone.
      const half = Math.ceil(batch.length / 2);
      await this.deliver(batch.slice(0, half), result);
      await this.deliver(batch.slice(half), result);
      return;
    }
    const { maxAttempts, retry } = this.options;
    const failures = batch.map((event) => {
      const attempts = event.attempts + 1;
      return {
        id: event.id,
        attempts,
        giveUp: attempts >= maxAttempts,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts, retry)),
      };
    });
    await this.outbox.markFailed(failures, sent.error);
    result.failed += batch.length;
    const givenUp = failures.filter((failure) => failure.giveUp).length;
    this.log.warn(
      `Conversions API: ${batch.length} event(s) not delivered (${sent.error}); ` +
        (givenUp > 0 ? `${givenUp} given up after ${maxAttempts} attempts` : 'will retry'),
    );
  }
}
