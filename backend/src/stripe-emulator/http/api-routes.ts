import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { EmulatorContext } from '../context';
import { expandObject, type ExpandAnswer } from '../expand';
import { randomToken } from '../ids';
import { paginate } from '../lists';
import { Params } from '../params';
import { createPrice, createProduct, retrievePrice, retrieveProduct } from '../resources/catalog';
import {
  createCheckoutSession,
  expireCheckoutSession,
  listSessionLineItems,
  retrieveCheckoutSession,
  sessionLineItems,
} from '../resources/checkout-sessions';
import { createCoupon, listCoupons, retrieveCoupon } from '../resources/coupons';
import {
  createCustomer,
  deleteCustomer,
  listCustomers,
  retrieveCustomer,
  searchCustomers,
  updateCustomer,
} from '../resources/customers';
import { listInvoices, retrieveInvoice } from '../resources/invoices';
import { createPortalSession } from '../resources/portal-sessions';
import { createRefund, listInvoicePayments, listRefunds, retrievePaymentIntent } from '../resources/refunds';
import {
  cancelSubscription,
  listSubscriptions,
  retrieveSubscription,
  updateSubscription,
} from '../resources/subscriptions';
import { noSuch } from '../errors';
import { checkApiKey } from './auth';
import type { IdempotencyCache } from './idempotency';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
type Handler = (params: Params, request: IdRequest) => unknown;

/** Stripe's HTTP API (`/v1/...`) for the objects the Busqy API uses. */
export function registerApiRoutes(
  app: FastifyInstance,
  ctx: EmulatorContext,
  idempotency: IdempotencyCache,
): void {
  const resolveExpansion = (owner: Record<string, unknown>, field: string): ExpandAnswer => {
    if (field === 'line_items' && owner['object'] === 'checkout.session' && typeof owner['id'] === 'string') {
      const items = sessionLineItems(ctx, owner['id']);
      return {
        replace: {
          object: 'list',
          data: items,
          has_more: false,
          url: `/v1/checkout/sessions/${owner['id']}/line_items`,
        },
      };
    }
    const value = owner[field];
    if (value === null || (typeof value === 'object' && value !== undefined)) return 'leave';
    if (typeof value !== 'string') return 'not_expandable';
    const found = ctx.store.findById(value);
    return found ? { replace: found } : 'leave';
  };

  const respond = (request: IdRequest, reply: FastifyReply, params: Params, handler: Handler): void => {
    const run = (): unknown =>
      expandObject(handler(params, request), params.stringList('expand'), resolveExpansion);
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const requestSignature = `${request.method} ${request.url} ${JSON.stringify(request.body ?? {})}`;
    const outcome = idempotency.run(typeof key === 'string' ? key : undefined, requestSignature, run);
    if (typeof key === 'string') reply.header('idempotency-key', key);
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    void reply.code(outcome.statusCode).send(outcome.body);
  };

  const route = (method: 'GET' | 'POST' | 'DELETE', url: string, handler: Handler): void => {
    app.route<{ Params: { id: string } }>({
      method,
      url: `/v1${url}`,
      handler: (request, reply) => {
        const params = Params.of(method === 'POST' ? request.body : request.query);
        respond(request, reply, params, handler);
      },
    });
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    reply.header('request-id', `req_${randomToken(14)}`);
    reply.header('stripe-version', request.headers['stripe-version'] ?? Stripe.API_VERSION);
    checkApiKey(request);
  });

  route('POST', '/customers', (p) => createCustomer(ctx, p));
  route('GET', '/customers', (p) => listCustomers(ctx, p));
  route('GET', '/customers/search', (p) => searchCustomers(ctx, p));
  route('GET', '/customers/:id', (_p, r) => retrieveCustomer(ctx, r.params.id));
  route('POST', '/customers/:id', (p, r) => updateCustomer(ctx, r.params.id, p));
  route('DELETE', '/customers/:id', (_p, r) => deleteCustomer(ctx, r.params.id));

  route('POST', '/coupons', (p) => createCoupon(ctx, p));
  route('GET', '/coupons', (p) => listCoupons(ctx, p));
  route('GET', '/coupons/:id', (_p, r) => retrieveCoupon(ctx, r.params.id));

  route('POST', '/products', (p) => createProduct(ctx, p));
  route('GET', '/products/:id', (_p, r) => retrieveProduct(ctx, r.params.id));
  route('POST', '/prices', (p) => createPrice(ctx, p, { inline: false, allowProductData: true }));
  route('GET', '/prices/:id', (_p, r) => retrievePrice(ctx, r.params.id));

  route('POST', '/checkout/sessions', (p) => createCheckoutSession(ctx, p));
  route('GET', '/checkout/sessions', (p) => {
    const customer = p.string('customer');
    const subscription = p.string('subscription');
    const status = p.string('status');
    const sessions = [...ctx.store.checkoutSessions.values()].filter(
      (session) =>
        (customer === undefined || session.customer === customer) &&
        (subscription === undefined || session.subscription === subscription) &&
        (status === undefined || session.status === status),
    );
    return paginate(sessions, p, '/v1/checkout/sessions');
  });
  route('GET', '/checkout/sessions/:id', (_p, r) => retrieveCheckoutSession(ctx, r.params.id));
  route('GET', '/checkout/sessions/:id/line_items', (p, r) => listSessionLineItems(ctx, r.params.id, p));
  route('POST', '/checkout/sessions/:id/expire', (_p, r) => expireCheckoutSession(ctx, r.params.id));

  route('GET', '/subscriptions', (p) => listSubscriptions(ctx, p));
  route('GET', '/subscriptions/:id', (_p, r) => retrieveSubscription(ctx, r.params.id));
  route('POST', '/subscriptions/:id', (p, r) => updateSubscription(ctx, r.params.id, p));
  route('DELETE', '/subscriptions/:id', (p, r) =>
    cancelSubscription(ctx, r.params.id, 'cancellation_requested', p.child('cancellation_details')),
  );

  route('GET', '/invoices', (p) => listInvoices(ctx, p));
  route('GET', '/invoices/:id', (_p, r) => retrieveInvoice(ctx, r.params.id));

  route('GET', '/invoice_payments', (p) => listInvoicePayments(ctx, p));
  route('GET', '/payment_intents/:id', (_p, r) => retrievePaymentIntent(ctx, r.params.id));
  route('POST', '/refunds', (p) => createRefund(ctx, p));
  route('GET', '/refunds', (p) => listRefunds(ctx, p));

  route('POST', '/billing_portal/sessions', (p) => createPortalSession(ctx, p));

  route('GET', '/events', (p) => {
    const type = p.string('type');
    return paginate(
      [...ctx.store.events.values()].filter((event) => type === undefined || event.type === type),
      p,
      '/v1/events',
    );
  });
  route('GET', '/events/:id', (_p, r) => {
    const event = ctx.store.events.get(r.params.id);
    if (!event) throw noSuch('event', r.params.id);
    return event;
  });
}
