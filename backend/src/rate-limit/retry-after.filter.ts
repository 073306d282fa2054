import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { AllExceptionsFilter } from '../common/all-exceptions.filter';
import { TooManyRequestsException } from './too-many-requests.exception';

/** Adds Retry-After to a 429 and answers it in the API's usual error shape. */
@Catch(TooManyRequestsException)
export class RetryAfterFilter implements ExceptionFilter {
  private readonly fallback = new AllExceptionsFilter();

  catch(exception: TooManyRequestsException, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.header('retry-after', String(exception.retryAfterSeconds));
    this.fallback.catch(exception, host);
  }
}
