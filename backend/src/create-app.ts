import type { IncomingMessage } from 'node:http';

import fastifyCookie from '@fastify/cookie';
import type { DestinationStream } from 'pino';
import { NestFactory } from '@nestjs/core';
import type { Kysely } from 'kysely';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';

import { AppModule } from './app.module';
import { csrfRejection } from './auth/csrf';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { answerClientError } from './common/client-error';
import { registerJsonBodyParser } from './common/json-body';
import { registerNoStore, registerSecurityHeaders } from './common/security-headers';
import { TextSafetyPipe } from './common/text-safety.pipe';
import { createValidationPipe } from './common/validation-messages';
import { AccessLog } from './common/access-log';
import { createLogger, PinoNestLogger } from './common/logging';
import { REQUEST_ID_HEADER, requestIdFrom } from './common/request-id';
import type { AppConfig, LogLevelName } from './config/app-config';
import { DATABASE } from './database/database.module';
import type { Database } from './database/schema';
import { registerMetrics } from './metrics/metrics';
import { registerOpenApiDocument } from './openapi/openapi-document';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A client has this long to send a whole request (slow-loris); Node's default is none. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle socket is closed after this long. */
export const CONNECTION_TIMEOUT_MS = 60_000;

export interface CreateAppOptions {
  /** Overrides the configured LOG_LEVEL (tests keep only errors). */
  logLevel?: LogLevelName;
  /** Where the JSON lines go (default stdout; tests read them). */
  logDestination?: DestinationStream;
}

/** Builds the configured (not yet listening) application: used by main.ts and by the integration tests. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger(options.logLevel ?? config.logLevel, options.logDestination);
  const adapter = new FastifyAdapter({
    // Every line of a request carries its id (the shell's x-request-id, else a new one).
    loggerInstance: logger,
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Fastify's default (100) is shorter than a Firebase uid may be (128): longer params get a 400 from
    // validation instead of a 414.
    routerOptions: { maxParamLength: 256 },
    // request.ip: X-Forwarded-For is believed only from these proxies (TRUSTED_PROXIES).
    // Only the listed ones: loopback too is believed only when listed.
    trustProxy: config.rateLimits.trustedProxies.length > 0 ? config.rateLimits.trustedProxies : false,
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    rawBody: true, // Stripe webhooks are verified against the exact bytes received.
    logger: new PinoNestLogger(logger),
  });

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, { production: config.nodeEnv === 'production' });
  const fastify = app.getHttpAdapter().getInstance();
  registerNoStore(app);

  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  registerJsonBodyParser(app, BODY_LIMIT_BYTES);

  // A route may lower the body limit with @RouteConfig({ bodyLimit }) (e.g. POST /meta-capi): Nest
  // forwards only `config` to Fastify, so copy it into the route option Fastify enforces (→ 413).
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });

  // Only JSON bodies (registering our JSON parser keeps Nest from adding its urlencoded one): anything
  // else is a 415, not a string handed to a DTO.
  fastify.removeContentTypeParser('text/plain');

  fastify.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const reason = csrfRejection(request.method, path, request.headers, config.allowedOrigins);
    if (reason === null) return done();
    void reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: reason });
  });

  // strictPreflight off: an OPTIONS without Origin or Access-Control-Request-Method is answered like any
  // preflight (no CORS headers) instead of a bare English "Invalid Preflight Request" 400.
  app.enableCors({ origin: config.allowedOrigins, credentials: true, strictPreflight: false });
  app.useGlobalFilters(new AllExceptionsFilter());
  // Text safety first: no field with a NUL byte or a lone surrogate reaches a DTO, service or query.
  app.useGlobalPipes(new TextSafetyPipe(), createValidationPipe());
  registerOpenApiDocument(app);
  registerMetrics(app, app.get<Kysely<Database>>(DATABASE));
  return app;
}
