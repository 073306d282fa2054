import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

import { PeriodicTask } from '../common/periodic-task';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxRepository } from './outbox.repository';

export const RETENTION_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes outbox rows older than TRACKING_RETENTION_DAYS at boot and then every hour, delivered or not:
 * they keep the client's IP and user agent in clear, and with delivery off nothing else removes them.
 * Runs whether or not delivery is on. Never awaited at boot; stopped in onModuleDestroy, which Nest
 * calls before the database module closes the connection.
 */
@Injectable()
export class OutboxRetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Tracking');
  // A failed pass (the database was unreachable, say) is logged: the next pass tries again.
  private readonly task = new PeriodicTask(
    () => this.purge(),
    (error) =>
      this.logger.error(
        `Tracking outbox retention failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
  );

  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.task.start(RETENTION_INTERVAL_MS, { runNow: true });
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop(); // one DELETE at most: let it finish before the connection closes
  }

  /** Deletes the expired rows now; returns how many went. */
  async purge(): Promise<number> {
    const days = this.config.tracking.retentionDays;
    const removed = await this.outbox.deleteOlderThan(days);
    if (removed > 0) {
      this.logger.log(`Tracking outbox retention: removed ${removed} event(s) older than ${days} days`);
    } else {
      this.logger.debug(`Tracking outbox retention: nothing older than ${days} days`);
    }
    return removed;
  }
}
