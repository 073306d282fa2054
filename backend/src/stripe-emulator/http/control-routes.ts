import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';
import { StripeApiError, missingParam } from '../errors';
import {
  checkoutState,
  completeCheckout,
  settleBoleto,
  TEST_CARDS,
  type PaymentResult,
} from '../flows/checkout-payment';
import { renewSubscription } from '../flows/renewal';
import { formatMoney, intervalLabel } from '../pages/format';
import { Params } from '../params';
import { sessionLineItems } from '../resources/checkout-sessions';
import { cancelSubscription } from '../resources/subscriptions';

export interface ControlHooks {
  reset(): void;
  webhooksIdle(): Promise<void>;
  /** Origins allowed by CORS (the site); the emulator's own pages are same-origin and need none. */
  siteOrigins: readonly string[];
}

type IdRoute = { Params: { id: string } };

/** A payment result plus what a payment form shows (the browser side of embedded checkout reads this). */
function checkoutView(ctx: EmulatorContext, result: PaymentResult) {
  const lineItems = sessionLineItems(ctx, result.session.id);
  const first = lineItems[0];
  return {
    ...result,
    line_items: lineItems,
    pay_url: `${ctx.publicUrl}/pay/${result.session.id}`,
    test_cards: TEST_CARDS,
    display: {
      plan_name: first?.description ?? '',
      interval: intervalLabel(first?.price.recurring ?? null),
      amount_total: formatMoney(result.session.amount_total, result.session.currency),
      amount_subtotal: formatMoney(result.session.amount_subtotal, result.session.currency),
      amount_discount: formatMoney(result.session.total_details.amount_discount, result.session.currency),
    },
  };
}

/** The emulator's own origins: its public URL's, and the address a request reached it at. */
function ownOrigins(ctx: EmulatorContext, host: string | undefined): string[] {
  const origins = host ? [`http://${host}`] : [];
  if (ctx.publicUrl) origins.push(new URL(ctx.publicUrl).origin);
  return origins;
}

/**
 * `/_emulator/...`: what a customer or the clock would do (pay, let a boleto expire, renew), for the
 * browser pages, tests and end-to-end journeys. CORS only for the site's origins, so another page in
 * the developer's browser cannot read the emulator's state; and a POST whose Origin is neither the
 * site's nor the emulator's own is refused (403), since CORS alone does not stop a form or a no-cors
 * fetch from paying or resetting. Tests and the API send no Origin.
 */
export function registerControlRoutes(app: FastifyInstance, ctx: EmulatorContext, hooks: ControlHooks): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/_emulator/')) return;
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    const site = origin !== undefined && hooks.siteOrigins.includes(origin);
    if (
      request.method === 'POST' &&
      origin !== undefined &&
      !site &&
      !ownOrigins(ctx, request.headers.host).includes(origin)
    ) {
      throw new StripeApiError(403, {
        type: 'invalid_request_error',
        message: `The emulator's controls refuse requests from ${origin}.`,
      });
    }
    if (!site) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    reply.header('access-control-allow-headers', 'content-type');
  });
  app.options('/_emulator/*', (_request, reply) => reply.code(204).send());

  app.get('/_emulator/health', () => ({ ok: true }));
  app.get('/_emulator/state', () => ctx.store.snapshot());
  app.post('/_emulator/reset', () => {
    hooks.reset();
    return { ok: true };
  });
  app.post('/_emulator/webhooks/flush', async () => {
    await hooks.webhooksIdle();
    return { webhook_deliveries: ctx.store.webhookDeliveries };
  });

  app.get<IdRoute>('/_emulator/checkout/sessions/:id', (request) =>
    checkoutView(ctx, checkoutState(ctx, request.params.id)),
  );
  app.post<IdRoute>('/_emulator/checkout/sessions/:id/complete', (request) => {
    const body = Params.of(request.body);
    const payment = body.string('payment');
    if (!payment) throw missingParam('payment');
    const result = completeCheckout(ctx, request.params.id, {
      payment,
      card: body.string('card'),
      email: body.string('email'),
    });
    return checkoutView(ctx, result);
  });
  app.post<IdRoute>('/_emulator/checkout/sessions/:id/boleto', (request) => {
    const outcome = Params.of(request.body).requiredString('outcome');
    return checkoutView(ctx, settleBoleto(ctx, request.params.id, outcome));
  });
  app.post<IdRoute>('/_emulator/subscriptions/:id/renewal', (request) =>
    renewSubscription(ctx, request.params.id, Params.of(request.body).requiredString('outcome')),
  );
  app.post<IdRoute>('/_emulator/subscriptions/:id/cancel', (request) => ({
    subscription: cancelSubscription(ctx, request.params.id),
  }));
}
