import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Post,
  type RawBodyRequest,
  Req,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';

import { Public } from '../auth/auth.decorators';
import { STRIPE } from '../stripe/stripe.provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { StripeWebhooksService } from './stripe-webhooks.service';

export const WEBHOOK_MESSAGES = {
  missingSignature: 'Assinatura do webhook ausente',
  badSignature: 'Assinatura do webhook inválida',
  malformedEvent: 'Evento do webhook malformado',
} as const;

/** Stripe calls this; it is authenticated by the signature on the exact bytes received (not a cookie). */
// Not in /api/openapi.json: Stripe's own contract, no front end calls it.
@ApiExcludeController()
@Public()
@Controller('webhooks')
export class WebhooksController {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly webhooks: StripeWebhooksService,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  async stripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (!signature) throw new BadRequestException(WEBHOOK_MESSAGES.missingSignature);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        request.rawBody ?? Buffer.alloc(0),
        signature,
        this.config.stripe.webhookSecret,
      );
    } catch {
      throw new BadRequestException(WEBHOOK_MESSAGES.badSignature);
    }
    // Signed bytes are not necessarily an event: without an id, a type and an object there is nothing to
    // store or apply (a 400, not a crash that Stripe would retry for days).
    if (!isEventShaped(event)) throw new BadRequestException(WEBHOOK_MESSAGES.malformedEvent);
    const { duplicate } = await this.webhooks.handle(event);
    return { received: true, duplicate };
  }
}

function isEventShaped(event: unknown): event is Stripe.Event {
  if (typeof event !== 'object' || event === null) return false;
  const { id, type, data } = event as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
  const object = typeof data === 'object' && data !== null ? data.object : undefined;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof type === 'string' &&
    typeof object === 'object' &&
    object !== null &&
    !Array.isArray(object)
  );
}
