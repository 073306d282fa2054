import { Body, Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { Public } from '../auth/auth.decorators';
import { ApiErrors } from '../common/dto/api-errors';
import { RetryAfterFilter } from '../rate-limit/retry-after.filter';
import { PasswordResetAccepted } from './dto/password-reset-accepted';
import { PasswordResetDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';

/** The one answer for every accepted request, whether or not the address has an account. */
export const PASSWORD_RESET_ACCEPTED = {
  ok: true,
  message: 'Se houver uma conta com este email, enviaremos um link para redefinir a senha.',
} as const satisfies PasswordResetAccepted;

@ApiTags('password-reset')
@UseFilters(RetryAfterFilter)
@Controller('api/password-reset')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  /** The client is request.ip: X-Forwarded-For counts only from TRUSTED_PROXIES (Fastify trustProxy). */
  @Public()
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: PasswordResetAccepted })
  @ApiErrors(400, 429)
  async request(
    @Body() body: PasswordResetDto,
    @Req() request: FastifyRequest,
  ): Promise<typeof PASSWORD_RESET_ACCEPTED> {
    await this.passwordReset.request(body.email, request.ip);
    return PASSWORD_RESET_ACCEPTED;
  }
}
