import { Module } from '@nestjs/common';

import { MetaCapiController } from './meta-capi.controller';
import { OutboxRetentionService } from './outbox-retention.service';
import { OutboxRepository } from './outbox.repository';
import { TrackingDeliveryService } from './tracking-delivery.service';
import { TrackingService } from './tracking.service';

/**
 * POST /meta-capi → hashed events in the outbox → background delivery to Meta's Conversions API;
 * rows older than TRACKING_RETENTION_DAYS are deleted at boot and hourly.
 */
@Module({
  controllers: [MetaCapiController],
  providers: [OutboxRepository, TrackingService, TrackingDeliveryService, OutboxRetentionService],
})
export class TrackingModule {}
