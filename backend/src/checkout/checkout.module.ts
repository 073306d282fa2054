import { Module } from '@nestjs/common';

import { CatalogModule } from '../catalog/catalog.module';
import { BillingCustomersRepository } from './billing-customers.repository';
import { BillingCustomersService } from './billing-customers.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { STRIPE, stripeProvider } from './stripe.provider';

@Module({
  imports: [CatalogModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, BillingCustomersService, BillingCustomersRepository, stripeProvider],
  exports: [STRIPE],
})
export class CheckoutModule {}
