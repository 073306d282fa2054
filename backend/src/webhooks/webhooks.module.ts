import { Module } from '@nestjs/common';

import { CheckoutModule } from '../checkout/checkout.module';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeWebhooksService } from './stripe-webhooks.service';
import { SubscriptionSyncService } from './subscription-sync.service';
import { WebhooksController } from './webhooks.controller';

@Module({
  imports: [CheckoutModule],
  controllers: [WebhooksController],
  providers: [StripeEventsRepository, StripeWebhooksService, SubscriptionSyncService],
})
export class WebhooksModule {}
