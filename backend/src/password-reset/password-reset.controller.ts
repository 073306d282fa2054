import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public } from '../auth/auth.decorators';
import { PasswordResetDto } from './dto/password-reset.dto';
import { PasswordResetService, TooManyResetRequestsException } from './password-reset.service';

/** The one answer for every accepted request, whether or not the address has an account. */
export const PASSWORD_RESET_ACCEPTED = {
  ok: true,
  message: 'Se houver uma conta com este email, enviaremos um link para redefinir a senha.',
} as const;

@Controller('api/password-reset')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Public()
  @Post()
  @HttpCode(200)
  request(
    @Body() body: PasswordResetDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): typeof PASSWORD_RESET_ACCEPTED {
    try {
      // request.ip is the socket's address, or X-Forwarded-For's client in production (trustProxy).
      this.passwordReset.request(body.email, request.ip);
    } catch (error) {
      if (error instanceof TooManyResetRequestsException) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      throw error;
    }
    return PASSWORD_RESET_ACCEPTED;
  }
}
