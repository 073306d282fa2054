import { Module } from '@nestjs/common';

import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { StripeModule } from '../stripe/stripe.module';
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
  imports: [AuthModule, RateLimitModule, StripeModule],
  controllers: [MetaCapiController],
  providers: [OutboxRepository, TrackingService, TrackingDeliveryService, OutboxRetentionService],
})
export class TrackingModule {}
