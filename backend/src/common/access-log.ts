import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access line per request instead of fastify's two: method, route pattern (never the URL: no ids
 * or query strings in logs), status and duration; request.log adds the request id.
 */
export class AccessLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}
