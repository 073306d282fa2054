import { Module } from '@nestjs/common';

import { UsersModule } from '../users/users.module';
import { BillingCustomersService } from './billing-customers.service';
import { PaidSessionsService } from './paid-sessions.service';
import { STRIPE, stripeProvider } from './stripe.provider';

/** The Stripe client, the user ↔ customer link and paid sessions: shared by checkout, webhooks, tracking. */
@Module({
  imports: [UsersModule],
  providers: [stripeProvider, BillingCustomersService, PaidSessionsService],
  exports: [STRIPE, BillingCustomersService, PaidSessionsService],
})
export class StripeModule {}
