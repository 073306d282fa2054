import { CanActivate, ExecutionContext, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';

import { AUTH_POLICY, AuthPolicy, IDENTITY_KEY } from './auth.decorators';
import { AuthService } from './auth.service';
import { SessionCookieService } from './session-cookie.service';

/**
 * Global guard: every route must declare @Public() or @Authenticated(). A route that declares neither
 * is refused (fail closed) and logged, so a forgotten decorator cannot open a user endpoint.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly cookies: SessionCookieService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AuthPolicy | undefined>(AUTH_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (policy === 'public') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (policy !== 'authenticated' && policy !== 'optional') {
      this.logger.error(`${request.method} ${request.url} declares no auth policy; refusing`);
      return false;
    }
    const credentials = {
      authorization: request.headers.authorization,
      sessionCookie: this.cookies.read(request),
    };
    if (policy === 'optional' && credentials.authorization === undefined && !credentials.sessionCookie) {
      return true;
    }
    try {
      (request as unknown as Record<string, unknown>)[IDENTITY_KEY] = await this.auth.identify(credentials);
    } catch (error) {
      // An optional route answers a caller with bad credentials as an anonymous one.
      if (!(policy === 'optional' && error instanceof UnauthorizedException)) throw error;
    }
    return true;
  }
}
