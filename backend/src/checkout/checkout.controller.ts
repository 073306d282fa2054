import { Body, Controller, Get, HttpCode, Post, Query, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser, OptionalAuth, Public, ViewerOrNull } from '../auth/auth.decorators';
import { ApiErrors } from '../common/dto/api-errors';
import { CatalogErrorFilter } from '../catalog/catalog-error.filter';
import { RetryAfterFilter } from '../rate-limit/retry-after.filter';
import type { VerifiedIdentity } from '../identity/identity-provider';
import { type CheckoutBrowserConfig, CheckoutService } from './checkout.service';
import {
  CheckoutBrowserConfigResponse,
  EmbeddedCheckoutResponse,
  RedirectUrlResponse,
  SessionStatus,
} from './dto/checkout-responses';
import {
  CreateCheckoutSessionDto,
  CreateEmbeddedCheckoutSessionDto,
  CustomerPortalSessionDto,
} from './dto/checkout-session.dto';
import { SessionStatusQueryDto } from './dto/session-status-query.dto';

/**
 * SPEC §7 checkout calls. Who pays is always the verified session's user: the e-mail in a body is
 * accepted for compatibility and never used. Unknown plan, interval or coupon → 400 (CatalogError).
 */
@ApiTags('checkout')
@UseFilters(CatalogErrorFilter, RetryAfterFilter)
@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /**
   * Open: the checkout return page is open (SPEC §2). Anyone holding the session id learns its status;
   * the e-mail and the billing notice only go to the session's owner (signed in).
   */
  @OptionalAuth()
  @Get('session-status')
  @ApiOkResponse({ type: SessionStatus })
  @ApiErrors(400, 404)
  sessionStatus(
    @Query() query: SessionStatusQueryDto,
    @ViewerOrNull() viewer: VerifiedIdentity | null,
  ): Promise<SessionStatus> {
    return this.checkout.sessionStatus(query.session_id, viewer);
  }

  /** Public: what the browser needs to build Stripe (a publishable key or the local emulator). */
  @Public()
  @Get('api/checkout/config')
  @ApiOkResponse({ type: CheckoutBrowserConfigResponse })
  @ApiErrors(404)
  config(): CheckoutBrowserConfig {
    return this.checkout.browserConfig();
  }

  @Authenticated()
  @Post('create-checkout-session')
  @HttpCode(200)
  @ApiOkResponse({ type: RedirectUrlResponse })
  @ApiErrors(400, 401, 429)
  createCheckoutSession(
    @CurrentUser() user: VerifiedIdentity,
    @Body() body: CreateCheckoutSessionDto,
  ): Promise<RedirectUrlResponse> {
    return this.checkout.createHostedSession(user, body);
  }

  @Authenticated()
  @Post('create-embedded-checkout-session')
  @HttpCode(200)
  @ApiOkResponse({ type: EmbeddedCheckoutResponse })
  @ApiErrors(400, 401, 429)
  createEmbeddedCheckoutSession(
    @CurrentUser() user: VerifiedIdentity,
    @Body() body: CreateEmbeddedCheckoutSessionDto,
  ): Promise<EmbeddedCheckoutResponse> {
    return this.checkout.createEmbeddedSession(user, body);
  }

  @Authenticated()
  @Post('api/create-customer-portal-session')
  @HttpCode(200)
  @ApiOkResponse({ type: RedirectUrlResponse })
  @ApiErrors(400, 401, 429)
  createPortalSession(
    @CurrentUser() user: VerifiedIdentity,
    // Validated for shape only: the portal is always the caller's own.
    @Body() _body: CustomerPortalSessionDto,
  ): Promise<RedirectUrlResponse> {
    return this.checkout.createPortalSession(user);
  }
}
