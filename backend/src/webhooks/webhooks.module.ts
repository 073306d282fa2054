import { Module } from '@nestjs/common';

import { StripeModule } from '../stripe/stripe.module';
import { UsersModule } from '../users/users.module';
import { BillingAlertsRepository } from './billing-alerts.repository';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeWebhooksService } from './stripe-webhooks.service';
import { SubscriptionSyncService } from './subscription-sync.service';
import { WebhooksController } from './webhooks.controller';

@Module({
  imports: [StripeModule, UsersModule],
  controllers: [WebhooksController],
  providers: [
    BillingAlertsRepository,
    StripeEventsRepository,
    StripeWebhooksService,
    SubscriptionSyncService,
  ],
})
export class WebhooksModule {}
