import { STATUS_CODES } from 'node:http';

import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
}

/**
 * One error shape for the whole API. Nest's HttpExceptions pass through; Fastify's own client errors
 * (malformed JSON, unsupported content type, body too large…) keep their 4xx status and message;
 * anything else is logged and answered with a bare 500 — never a stack or an internal message.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'object' && response !== null && 'message' in response
          ? (response as { message: string | string[] }).message
          : exception.message;
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
    }
    const statusCode = clientErrorStatus(exception);
    if (statusCode !== null) {
      return {
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Error',
        message: (exception as Error).message,
      };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' };
  }
}

/** Fastify marks request errors it raised itself (parsing, limits) with a 4xx statusCode. */
function clientErrorStatus(exception: unknown): number | null {
  if (!(exception instanceof Error) || !('statusCode' in exception)) return null;
  const status = (exception as { statusCode: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}
