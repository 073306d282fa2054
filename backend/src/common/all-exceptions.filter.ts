import { STATUS_CODES } from 'node:http';

import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { isDatabaseUnavailable } from '../database/database-unavailable';
import type { ErrorBody } from './dto/common-responses';
import { portugueseMessageFor, UNAVAILABLE_MESSAGE } from './error-messages';

export type { ErrorBody };

/**
 * One error shape for the whole API, and user-facing messages always in Portuguese:
 * - our HttpExceptions keep their status and message, except Nest's and Fastify's built-in English
 *   defaults ("Not Found", "Cannot GET /x"), which get the Portuguese text for their status;
 * - Fastify's own client errors (malformed JSON, unsupported content type, body too large…) keep their
 *   4xx status with a Portuguese message;
 * - a database that cannot be reached is a 503 (the pool reconnects by itself);
 * - anything else (a bug, an SDK error such as Stripe's, in English) is logged and answered with a bare
 *   Portuguese 500 — never a stack, an internal or a third-party message.
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
      // A bare HttpException is Nest wrapping a Fastify error (its English text); our code throws subclasses.
      const fromFramework = exception.constructor === HttpException || isBuiltInDefault(message, statusCode);
      return body(statusCode, fromFramework ? portugueseMessageFor(statusCode) : message);
    }
    const statusCode = fastifyClientErrorStatus(exception);
    if (statusCode !== null) return body(statusCode, portugueseMessageFor(statusCode));
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${String((exception as { message?: unknown }).message)}`);
      return body(503, UNAVAILABLE_MESSAGE);
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return body(500, portugueseMessageFor(500));
  }
}

function body(statusCode: number, message: string | string[]): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * Errors Fastify raised itself while reading the request (FST_ERR_CTP_*, body limits, bad URLs…): they
 * carry a code starting with FST_ (or, from the JSON parser, a SyntaxError) and a 4xx status.
 */
function fastifyClientErrorStatus(exception: unknown): number | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { statusCode, code, name } = exception as { statusCode?: unknown; code?: unknown; name?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  const fromFastify = typeof code === 'string' && code.startsWith('FST_');
  return fromFastify || name === 'SyntaxError' ? statusCode : null;
}

/** Nest's default texts ("Not Found", "Cannot GET /x", "Forbidden resource"…) are English. */
function isBuiltInDefault(message: string | string[], statusCode: number): boolean {
  if (Array.isArray(message)) return false;
  return (
    message === STATUS_CODES[statusCode] ||
    /^Cannot [A-Z-]+ \//.test(message) ||
    message === 'Forbidden resource' ||
    message === 'Http Exception'
  );
}
