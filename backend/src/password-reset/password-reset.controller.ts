import type { BlockList } from 'node:net';

import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public } from '../auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { clientIpAddress, trustedProxySet } from '../tracking/client-ip';
import { PasswordResetDto } from './dto/password-reset.dto';
import { PasswordResetService, TooManyResetRequestsException } from './password-reset.service';

/** The one answer for every accepted request, whether or not the address has an account. */
export const PASSWORD_RESET_ACCEPTED = {
  ok: true,
  message: 'Se houver uma conta com este email, enviaremos um link para redefinir a senha.',
} as const;

@Controller('api/password-reset')
export class PasswordResetController {
  private readonly trustedProxies: BlockList;

  constructor(
    private readonly passwordReset: PasswordResetService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // The same rule as tracking: X-Forwarded-For is believed only from the trusted proxies
    // (TRACKING_TRUSTED_PROXIES, by default the shell's proxy on this machine).
    this.trustedProxies = trustedProxySet(config.tracking.trustedProxies);
  }

  @Public()
  @Post()
  @HttpCode(200)
  request(
    @Body() body: PasswordResetDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): typeof PASSWORD_RESET_ACCEPTED {
    const client =
      clientIpAddress(
        request.socket.remoteAddress,
        request.headers['x-forwarded-for'],
        this.trustedProxies,
      ) ?? request.ip;
    try {
      this.passwordReset.request(body.email, client);
    } catch (error) {
      if (error instanceof TooManyResetRequestsException) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      throw error;
    }
    return PASSWORD_RESET_ACCEPTED;
  }
}
