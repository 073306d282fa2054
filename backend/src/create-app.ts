import fastifyCookie from '@fastify/cookie';
import { BadRequestException, LogLevel, ValidationError, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';

import { AppModule } from './app.module';
import { csrfRejection } from './auth/csrf';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { registerNoStore, registerSecurityHeaders } from './common/security-headers';
import type { AppConfig } from './config/app-config';
import { registerOpenApiDocument } from './openapi/openapi-document';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A client has this long to send a whole request (slow-loris); Node's default is none. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle socket is closed after this long. */
export const CONNECTION_TIMEOUT_MS = 60_000;

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/** Builds the configured (not yet listening) application: used by main.ts and by the integration tests. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Fastify's default (100) is shorter than a Firebase uid may be (128): longer params get a 400 from
    // validation instead of a 414.
    routerOptions: { maxParamLength: 256 },
    // request.ip: X-Forwarded-For is believed only from these proxies (TRUSTED_PROXIES).
    trustProxy: config.rateLimits.trustedProxies,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    rawBody: true, // Stripe webhooks are verified against the exact bytes received.
    logger: options.logger ?? ['log', 'warn', 'error'],
  });

  // @fastify/cookie types its plugin against the workspace's fastify, Nest against its own pinned copy:
  // the same API at runtime, two type identities, hence the cast.
  await app.register(fastifyCookie as unknown as Parameters<NestFastifyApplication['register']>[0]);
  await registerSecurityHeaders(app, { production: config.nodeEnv === 'production' });
  // Same JSON parser as Nest's, except that an empty body is "no body" (the shell posts clear-cookie
  // with a JSON content type and nothing in it) instead of a 400.
  const fastify = app.getHttpAdapter().getInstance();
  registerNoStore(app);
  const jsonParser = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    jsonParser(request as Parameters<typeof jsonParser>[0], body.toString('utf8'), done);
  });

  // A route may lower the body limit with @RouteConfig({ bodyLimit }) (e.g. POST /meta-capi): Nest
  // forwards only `config` to Fastify, so copy it into the route option Fastify enforces (→ 413).
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });

  // Only JSON (and Nest's urlencoded) bodies: anything else is a 415, not a string handed to a DTO.
  fastify.removeContentTypeParser('text/plain');

  fastify.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const reason = csrfRejection(request.method, path, request.headers, config.allowedOrigins);
    if (reason === null) return done();
    void reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: reason });
  });

  app.enableCors({ origin: config.allowedOrigins, credentials: true });
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new BadRequestException(validationMessages(errors)),
    }),
  );
  app.enableShutdownHooks();
  registerOpenApiDocument(app);
  return app;
}

/** Every constraint message, nested DTOs' ones prefixed with their path ("user_data.em must be …"). */
function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const prefix = parent === '' ? '' : `${parent}.`;
    const own = Object.values(error.constraints ?? {}).map((message) => `${prefix}${message}`);
    return [...own, ...validationMessages(error.children ?? [], `${prefix}${error.property}`)];
  });
}
