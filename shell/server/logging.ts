// Logging of the shell server and the remote server: JSON lines (pino), the level as a word and an
// ISO time (what Cloud Logging, Loki or CloudWatch parse as they are), the request id as `requestId`
// and one access line per request, like the API's.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's `logger` option as an object (pino's options). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** @param level LOG_LEVEL @param service `service` of every line */
export function loggerOptions(level: string, service: string): LoggerOptions {
  return {
    level,
    base: { service },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/**
 * One access line per request instead of fastify's two: method, route pattern (or, for a page, its
 * path: no query string, which may carry personal data), status and duration; request.log adds the id.
 */
export class AccessLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url ?? null;
    const line = {
      method: request.method,
      route,
      ...(route === null ? { path: request.url.split('?', 1)[0] } : {}),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}

/** The message of a caught value, which need not be an Error. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
