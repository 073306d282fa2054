import { Module } from '@nestjs/common';

import { MetaCapiController } from './meta-capi.controller';
import { OutboxRepository } from './outbox.repository';
import { TrackingDeliveryService } from './tracking-delivery.service';
import { TrackingService } from './tracking.service';

/** POST /meta-capi → hashed events in the outbox → background delivery to Meta's Conversions API. */
@Module({
  controllers: [MetaCapiController],
  providers: [OutboxRepository, TrackingService, TrackingDeliveryService],
})
export class TrackingModule {}
