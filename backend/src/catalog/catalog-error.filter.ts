import { ArgumentsHost, BadRequestException, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { CatalogError } from './catalog-error';

/** A CatalogError is always the caller's mistake (unknown plan, interval, coupon or bad code): 400. */
@Catch(CatalogError)
export class CatalogErrorFilter implements ExceptionFilter<CatalogError> {
  catch(exception: CatalogError, host: ArgumentsHost): void {
    const body = new BadRequestException(exception.message).getResponse();
    void host.switchToHttp().getResponse<FastifyReply>().status(400).send(body);
  }
}
