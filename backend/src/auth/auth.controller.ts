import { Body, Controller, Get, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ApiErrors } from '../common/dto/api-errors';
import { OkResponse } from '../common/dto/common-responses';

import { Public } from './auth.decorators';
import { AuthService } from './auth.service';
import { CheckCookieResponse } from './dto/auth-responses';
import { SetCookieDto } from './dto/set-cookie.dto';
import { SessionCookieService } from './session-cookie.service';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SessionCookieService,
  ) {}

  /** Public: the route authenticates the Bearer ID token itself (and answers 401 on its own terms). */
  @Public()
  @Post('set-cookie')
  @HttpCode(200)
  @ApiOkResponse({ type: OkResponse })
  @ApiErrors(400, 401, 429)
  async setCookie(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: SetCookieDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    const session = await this.auth.createSession(authorization, body?.uid);
    this.cookies.write(reply, session.value, session.maxAgeSeconds);
    return { ok: true };
  }

  /** Logout: the session is revoked at Firebase (not only forgotten by this browser), then cleared. */
  @Public()
  @Post('clear-cookie')
  @HttpCode(200)
  @ApiOkResponse({ type: OkResponse })
  async clearCookie(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    await this.auth.endSession(this.cookies.read(request));
    this.cookies.clear(reply);
    return { ok: true };
  }

  @Public()
  @Get('check-cookie')
  @ApiOkResponse({ type: CheckCookieResponse })
  async checkCookie(@Req() request: FastifyRequest): Promise<CheckCookieResponse> {
    const identity = await this.auth.checkSession(this.cookies.read(request));
    return identity === null ? { authenticated: false, user: null } : { authenticated: true, user: identity };
  }
}
