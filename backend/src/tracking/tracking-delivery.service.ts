import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { GraphEventsClient } from './graph-events.client';
import { DEFAULT_LEASE_MS, OutboxDeliveryWorker } from './outbox-delivery.worker';
import { OutboxRepository } from './outbox.repository';

/**
 * Runs the delivery worker inside the API process when Meta credentials are configured. Stopped in
 * onModuleDestroy, which Nest calls before the database module closes the connection.
 */
@Injectable()
export class TrackingDeliveryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Tracking');
  private worker: OutboxDeliveryWorker | null = null;

  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const { meta, graphUrl, intervalMs, batchSize, maxAttempts, retryBaseMs, retryMaxMs } =
      this.config.tracking;
    if (meta === null) {
      this.logger.log(
        'Meta Conversions API delivery is off (META_PIXEL_ID / META_ACCESS_TOKEN not set): events stay ' +
          'in the tracking_outbox table, sent nowhere; list them with `npm run tracking:outbox -w backend`',
      );
      return;
    }
    this.worker = new OutboxDeliveryWorker(
      this.outbox,
      new GraphEventsClient(graphUrl, meta),
      {
        workerId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
        intervalMs,
        batchSize,
        maxAttempts,
        retry: { baseMs: retryBaseMs, maxMs: retryMaxMs },
        leaseMs: DEFAULT_LEASE_MS,
      },
      { warn: (message) => this.logger.warn(message), error: (message) => this.logger.error(message) },
    );
    this.worker.start();
    this.logger.log(
      `Meta Conversions API delivery is on: pixel ${meta.pixelId} via ${graphUrl}` +
        (meta.testEventCode === null ? '' : ` (test_event_code ${meta.testEventCode})`),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.stop();
    this.worker = null;
  }
}
