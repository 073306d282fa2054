import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { existing, StripeApiError } from '../errors';
import { redirectUrlFor } from '../flows/checkout-payment';
import { switchOptions, switchPlan } from '../flows/plan-switch';
import { renderBoletoPage } from '../pages/boleto-page';
import { errorPage } from '../pages/html';
import { EMULATOR_SCRIPT } from '../pages/emulator-script';
import { parentOriginOf, renderPayPage } from '../pages/pay-page';
import { renderPortalPage } from '../pages/portal-page';
import { Params } from '../params';
import { productName } from '../resources/catalog';
import { findSessionForBrowser, sessionLineItems } from '../resources/checkout-sessions';
import { retrievePortalSession } from '../resources/portal-sessions';
import { cancelSubscription } from '../resources/subscriptions';
import type { Subscription } from '../types';

type IdRoute = { Params: { id: string } };
type PayRoute = IdRoute & { Querystring: { embedded?: string; parent_origin?: string } };

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

  // The browser object for @stripe/react-stripe-js (what js.stripe.com/v3 is to Stripe).
  app.get('/v3/emulator.js', (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .type('text/javascript; charset=utf-8')
      .send(EMULATOR_SCRIPT),
  );

  /** A GET page: `render` answers its HTML; a missing object shows the `notFound` error page. */
  function page<Route extends IdRoute>(
    path: string,
    notFound: string,
    render: (request: FastifyRequest<Route>) => string,
  ): void {
    // The route's generic only types params and query: Fastify parses them the same for every route.
    app.get(path, (request, reply) =>
      sendPage(reply, () => render(request as FastifyRequest<Route>), notFound),
    );
  }

  // Framed by the site in embedded mode: no X-Frame-Options here, on purpose.
  page<PayRoute>('/pay/:id', 'Sessão de pagamento não encontrada.', (request) => {
    const session = findSessionForBrowser(ctx, request.params.id);
    const embedded =
      request.query.embedded === '1' ? { parentOrigin: parentOriginOf(request.query.parent_origin) } : null;
    return renderPayPage(session, sessionLineItems(ctx, session.id), redirectUrlFor(session), embedded);
  });

  page('/boleto/:id', 'Boleto não encontrado.', (request) => {
    const session = findSessionForBrowser(ctx, request.params.id);
    const boleto = existing(ctx.store.boletos.get(session.id), 'boleto', session.id);
    return renderBoletoPage(session, boleto, redirectUrlFor(session));
  });

  page('/portal/:id', 'Sessão do portal não encontrada.', (request) => {
    const portal = retrievePortalSession(ctx, request.params.id);
    const customer = existing(ctx.store.customers.get(portal.customer), 'customer', portal.customer);
    const subscriptions = [...ctx.store.subscriptions.values()]
      .filter(
        (subscription) =>
          subscription.customer === customer.id && subscription.status !== 'incomplete_expired',
      )
      .reverse();
    return renderPortalPage(portal, customer, subscriptions, {
      planName,
      productName: (price) => productName(ctx, price),
      switchOptions: (subscription) => switchOptions(ctx, subscription),
    });
  });

  /** A portal form post: the portal and one of its customer's subscriptions, or an error page. */
  function portalForm(request: FastifyRequest<IdRoute>, reply: FastifyReply) {
    let portal;
    try {
      portal = retrievePortalSession(ctx, request.params.id);
    } catch {
      void reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(errorPage('Sessão do portal não encontrada.'));
      return null;
    }
    const body = Params.of(request.body);
    const subscription = ctx.store.subscriptions.get(body.string('subscription') ?? '');
    if (!subscription || subscription.customer !== portal.customer) {
      void reply.code(404).type('text/html; charset=utf-8').send(errorPage('Assinatura não encontrada.'));
      return null;
    }
    return { portal, subscription, body };
  }

  // Plain form posts, so the portal works without JavaScript; then back to the site (303 → GET).
  app.post<IdRoute>('/portal/:id/cancel', (request, reply) => {
    const form = portalForm(request, reply);
    if (!form) return reply;
    const { portal, subscription } = form;
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
      cancelSubscription(ctx, subscription.id);
    }
    return reply.redirect(portal.return_url ?? `/portal/${portal.id}`, 303);
  });

  app.post<IdRoute>('/portal/:id/switch', (request, reply) => {
    const form = portalForm(request, reply);
    if (!form) return reply;
    const { portal, subscription, body } = form;
    try {
      switchPlan(ctx, subscription, body.string('price') ?? '');
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(errorPage('Este plano não pode ser escolhido.'));
    }
    return reply.redirect(portal.return_url ?? `/portal/${portal.id}`, 303);
  });
}
