import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), RETENTION_INTERVAL_MS);
    this.timer.unref(); // never the reason the process stays up
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.running; // one DELETE at most: let it finish before the connection closes
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

  private tick(): void {
    if (this.running !== null) return; // the previous pass is still going
    this.running = this.purge()
      .then(() => undefined)
      .catch((error: unknown) => {
        // The database was unreachable, say: the next pass tries again.
        this.logger.error(
          `Tracking outbox retention failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.running = null;
      });
  }
}
