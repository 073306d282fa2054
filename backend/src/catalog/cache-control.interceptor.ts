import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, tap } from 'rxjs';

export const CATALOG_CACHE_CONTROL = 'public, max-age=300';

/**
 * Marks successful catalog answers cacheable. Unlike @Header(), which Nest applies before the handler
 * runs, this leaves error answers (400s) uncached.
 */
@Injectable()
export class CacheControlInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(tap(() => void reply.header('Cache-Control', CATALOG_CACHE_CONTROL)));
  }
}
