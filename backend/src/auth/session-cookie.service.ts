import '@fastify/cookie';

import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Reads and writes the httpOnly session cookie with the configured name and flags. */
@Injectable()
export class SessionCookieService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.config.session.cookieName];
  }

  write(reply: FastifyReply, value: string, maxAgeSeconds: number): void {
    void reply.setCookie(this.config.session.cookieName, value, { ...this.flags(), maxAge: maxAgeSeconds });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.config.session.cookieName, this.flags());
  }

  private flags() {
    return { httpOnly: true, sameSite: 'lax', path: '/', secure: this.config.session.secureCookie } as const;
  }
}
