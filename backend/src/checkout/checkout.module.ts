import { Module } from '@nestjs/common';

import { CatalogModule } from '../catalog/catalog.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { StripeModule } from '../stripe/stripe.module';
import { UsersModule } from '../users/users.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { CheckoutLeasesRepository } from './checkout-leases.repository';
import { ReferralCouponsRepository } from './referral-coupons.repository';

@Module({
  imports: [CatalogModule, StripeModule, UsersModule, RateLimitModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, CheckoutLeasesRepository, ReferralCouponsRepository],
})
export class CheckoutModule {}
