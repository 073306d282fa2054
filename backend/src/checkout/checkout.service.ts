import { BadGatewayException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import Stripe from 'stripe';

import { STRIPE } from './stripe.provider';

export const CHECKOUT_MESSAGES = {
  sessionNotFound: 'Sessão de checkout não encontrada',
  paymentProviderUnavailable: 'Não foi possível consultar o provedor de pagamento',
} as const;

export interface SessionStatus {
  status: string | null;
  customer_email: string | null;
}

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(@Inject(STRIPE) private readonly stripe: Stripe) {}

  async sessionStatus(sessionId: string): Promise<SessionStatus> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      return {
        status: session.status,
        customer_email: session.customer_details?.email ?? session.customer_email,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
        throw new NotFoundException(CHECKOUT_MESSAGES.sessionNotFound);
      }
      this.logger.error(`Checkout session ${sessionId} could not be read: ${String(error)}`);
      throw new BadGatewayException(CHECKOUT_MESSAGES.paymentProviderUnavailable);
    }
  }
}
