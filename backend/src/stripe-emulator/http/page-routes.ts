import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorContext } from '../context';
import { StripeApiError } from '../errors';
import { redirectUrlFor } from '../flows/checkout-payment';
import { renderBoletoPage } from '../pages/boleto-page';
import { errorPage } from '../pages/html';
import { renderPayPage } from '../pages/pay-page';
import { renderPortalPage } from '../pages/portal-page';
import { Params } from '../params';
import { productName } from '../resources/catalog';
import { findSessionForBrowser, sessionLineItems } from '../resources/checkout-sessions';
import { retrievePortalSession } from '../resources/portal-sessions';
import { cancelSubscription } from '../resources/subscriptions';
import type { Subscription } from '../types';

type IdRoute = { Params: { id: string } };

function sendPage(reply: FastifyReply, render: () => string, notFound: string): FastifyReply {
  reply.header('cache-control', 'no-store');
  try {
    return reply.type('text/html; charset=utf-8').send(render());
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return reply
      .code(error.statusCode === 404 ? 404 : 400)
      .type('text/html; charset=utf-8')
      .send(errorPage(notFound));
  }
}

/** The browser-facing pages: hosted/embedded payment form, boleto voucher and billing portal (pt-BR). */
export function registerPageRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const planName = (subscription: Subscription): string => {
    const item = subscription.items.data[0];
    return item ? productName(ctx, item.price) : subscription.id;
  };

  app.get<IdRoute>('/pay/:id', (request, reply) =>
    sendPage(
      reply,
      () => {
        const session = findSessionForBrowser(ctx, request.params.id);
        return renderPayPage(session, sessionLineItems(ctx, session.id), redirectUrlFor(session));
      },
      'Sessão de pagamento não encontrada.',
    ),
  );

  app.get<IdRoute>('/boleto/:id', (request, reply) =>
    sendPage(
      reply,
      () => {
        const session = findSessionForBrowser(ctx, request.params.id);
        const boleto = ctx.store.boletos.get(session.id);
        if (!boleto) throw new StripeApiError(404, { type: 'invalid_request_error', message: 'no boleto' });
        return renderBoletoPage(session, boleto, redirectUrlFor(session));
      },
      'Boleto não encontrado.',
    ),
  );

  app.get<IdRoute>('/portal/:id', (request, reply) =>
    sendPage(
      reply,
      () => {
        const portal = retrievePortalSession(ctx, request.params.id);
        const customer = ctx.store.customers.get(portal.customer);
        if (!customer)
          throw new StripeApiError(404, { type: 'invalid_request_error', message: 'no customer' });
        const subscriptions = [...ctx.store.subscriptions.values()]
          .filter(
            (subscription) =>
              subscription.customer === customer.id && subscription.status !== 'incomplete_expired',
          )
          .reverse();
        return renderPortalPage(portal, customer, subscriptions, planName);
      },
      'Sessão do portal não encontrada.',
    ),
  );

  // A plain form post, so cancelling works without JavaScript; then back to the site (303 → GET).
  app.post<IdRoute>('/portal/:id/cancel', (request, reply) => {
    let portal;
    try {
      portal = retrievePortalSession(ctx, request.params.id);
    } catch {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(errorPage('Sessão do portal não encontrada.'));
    }
    const subscriptionId = Params.of(request.body).string('subscription') ?? '';
    const subscription = ctx.store.subscriptions.get(subscriptionId);
    if (!subscription || subscription.customer !== portal.customer) {
      return reply.code(404).type('text/html; charset=utf-8').send(errorPage('Assinatura não encontrada.'));
    }
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
      cancelSubscription(ctx, subscription.id);
    }
    return reply.redirect(portal.return_url ?? `/portal/${portal.id}`, 303);
  });
}
