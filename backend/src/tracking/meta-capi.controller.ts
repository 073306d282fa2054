import { Body, Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { Public } from '../auth/auth.decorators';
import { ApiErrors } from '../common/dto/api-errors';
import { OkResponse } from '../common/dto/common-responses';
import { RetryAfterFilter } from '../rate-limit/retry-after.filter';
import { MetaCapiEventDto } from './dto/meta-capi-event.dto';
import { META_CAPI_BODY_LIMIT_BYTES } from './tracking-events';
import { TrackingService } from './tracking.service';

/**
 * POST /meta-capi (SPEC §7): called by the browser for every tracking event. Open (visitors sign up
 * here too) but CSRF-checked by Origin like every write. Answers 202 once the event is in the outbox;
 * delivery to Meta happens later, in the background. 429 (+ Retry-After) over the per-client limit;
 * 403 for a purchase event without a paid session of the signed-in user.
 */
@ApiTags('tracking')
@UseFilters(RetryAfterFilter)
@Controller()
export class MetaCapiController {
  constructor(private readonly tracking: TrackingService) {}

  @Public()
  @Post('meta-capi')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: OkResponse })
  @ApiErrors(400, 403, 413, 429)
  @RouteConfig({ bodyLimit: META_CAPI_BODY_LIMIT_BYTES })
  async receive(@Body() body: MetaCapiEventDto, @Req() request: FastifyRequest): Promise<OkResponse> {
    await this.tracking.record(body, {
      ip: request.ip,
      headers: request.headers,
      cookies: request.cookies,
    });
    return { ok: true };
  }
}
