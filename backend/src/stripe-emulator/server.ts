import Fastify, { type FastifyError } from 'fastify';
import type { AddressInfo } from 'node:net';
import { configuredPort, DEFAULT_HOST } from './config';
import { EmulatorContext } from './context';
import { StripeApiError } from './errors';
import { parseForm } from './form-body';
import { registerApiRoutes } from './http/api-routes';
import { defaultSiteOrigins } from './config';
import { registerControlRoutes } from './http/control-routes';
import { IdempotencyCache } from './http/idempotency';
import { registerPageRoutes } from './http/page-routes';
import { Store } from './store';
import { WebhookDispatcher } from './webhook-dispatcher';

export interface StripeEmulatorOptions {
  /** 0 = a random free port; default STRIPE_EMULATOR_PORT, else 12111. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where events are POSTed; unset = events are only recorded in the state. */
  webhookUrl?: string;
  webhookSecret: string;
  /** How browsers reach the emulator (portal and pay page links); default http://<host>:<port>. */
  publicUrl?: string;
  /**
   * Origins whose pages may call the control routes from a browser (CORS); default the local site
   * (STRIPE_EMULATOR_SITE_ORIGINS). Every other origin gets no CORS header.
   */
  siteOrigins?: readonly string[];
}

export interface StripeEmulator {
  url: string;
  close(): Promise<void>;
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the stateful, in-memory Stripe emulator (HTTP API, control endpoints, browser pages, webhooks). */
export async function startStripeEmulator(opts: StripeEmulatorOptions): Promise<StripeEmulator> {
  const store = new Store();
  const dispatcher = new WebhookDispatcher({
    url: opts.webhookUrl,
    secret: opts.webhookSecret,
    onError: (message) => console.warn(`[stripe-emulator] ${message}`),
  });
  const ctx = new EmulatorContext(store, dispatcher);
  const idempotency = new IdempotencyCache();

  const app = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: (query: string) => parseForm(query) },
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseForm(String(body)));
    },
  );
  // An empty JSON body (a bare `fetch(url, {method:'POST'})`) means "no options" on the control endpoints.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(
        new StripeApiError(400, { type: 'invalid_request_error', message: 'Invalid JSON body.' }),
        undefined,
      );
    }
  });

  app.setErrorHandler((error: FastifyError | StripeApiError, request, reply) => {
    if (error instanceof StripeApiError) return reply.code(error.statusCode).send({ error: error.body });
    const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
    if (status === 500) console.error(`[stripe-emulator] ${request.method} ${request.url}:`, error);
    return reply.code(status).send({
      error: { type: status === 500 ? 'api_error' : 'invalid_request_error', message: error.message },
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).`,
      },
    }),
  );

  registerApiRoutes(app, ctx, idempotency);
  registerControlRoutes(app, ctx, {
    reset: () => {
      dispatcher.clear();
      idempotency.clear();
      store.reset();
    },
    webhooksIdle: () => dispatcher.idle(),
    siteOrigins: opts.siteOrigins ?? defaultSiteOrigins(),
  });
  registerPageRoutes(app, ctx);

  const host = opts.host ?? DEFAULT_HOST;
  await app.listen({ port: opts.port ?? configuredPort(), host });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${hostForUrl(host)}:${port}`;
  ctx.publicUrl = (opts.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    close: async () => {
      await dispatcher.close();
      await app.close();
    },
  };
}
