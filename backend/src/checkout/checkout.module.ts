import { Module } from '@nestjs/common';

import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { STRIPE, stripeProvider } from './stripe.provider';

@Module({
  controllers: [CheckoutController],
  providers: [CheckoutService, stripeProvider],
  exports: [STRIPE],
})
export class CheckoutModule {}
