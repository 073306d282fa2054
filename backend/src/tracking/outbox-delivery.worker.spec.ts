import type { EventsSender, SendResult } from './graph-events.client';
import { OutboxDeliveryWorker } from './outbox-delivery.worker';
import type { ClaimedEvent, OutboxRepository } from './outbox.repository';

const OPTIONS = {
  workerId: 'worker-test',
  intervalMs: 10,
  batchSize: 2,
  maxAttempts: 5,
  retry: { baseMs: 10, maxMs: 40 },
  leaseMs: 60_000,
};

function fakeOutbox() {
  const claimed = [{ id: 1, attempts: 0, payload: { event_id: 'e1' } }] as unknown as ClaimedEvent[];
  let claims = 0;
  return {
    claim: jest.fn(async () => (claims++ === 0 ? claimed : [])),
    markDelivered: jest.fn(async () => undefined),
    markFailed: jest.fn(async () => undefined),
    release: jest.fn(async () => undefined),
  };
}

/** A sender whose request stays in flight until answered (or aborted). */
function pendingSender() {
  let answer: (result: SendResult) => void = () => undefined;
  let started: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const sender: EventsSender = {
    send: (_events, signal) =>
      new Promise<SendResult>((resolve) => {
        answer = resolve;
        signal.addEventListener('abort', () => resolve({ kind: 'retry', error: 'aborted' }));
        started();
      }),
  };
  return { sender, inFlight, answer: (result: SendResult) => answer(result) };
}

const log = { warn: () => undefined, error: () => undefined };

describe('OutboxDeliveryWorker.stop', () => {
  it('lets a request in flight finish: a batch Meta accepted is marked delivered, not sent again later', async () => {
    const outbox = fakeOutbox();
    const { sender, inFlight, answer } = pendingSender();
    const worker = new OutboxDeliveryWorker(outbox as unknown as OutboxRepository, sender, OPTIONS, log);
    worker.start();
    await inFlight;
    const stopping = worker.stop();
    answer({ kind: 'delivered', eventsReceived: 1 });
    await stopping;
    expect(outbox.markDelivered).toHaveBeenCalledWith([1]);
    expect(outbox.release).not.toHaveBeenCalled();
  });

  it('aborts a request still in flight after the grace period and hands its events back untouched', async () => {
    const outbox = fakeOutbox();
    const { sender, inFlight } = pendingSender();
    const worker = new OutboxDeliveryWorker(outbox as unknown as OutboxRepository, sender, OPTIONS, log);
    worker.start();
    await inFlight;
    await worker.stop(20);
    expect(outbox.release).toHaveBeenCalledWith([1], 'worker-test');
    expect(outbox.markDelivered).not.toHaveBeenCalled();
    expect(outbox.markFailed).not.toHaveBeenCalled();
  });
});
