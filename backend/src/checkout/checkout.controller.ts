import { Controller, Get, Query } from '@nestjs/common';

import { Public } from '../auth/auth.decorators';
import { CheckoutService, SessionStatus } from './checkout.service';
import { SessionStatusQueryDto } from './dto/session-status-query.dto';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** Public: the checkout return page is open (SPEC §2) and only learns status and e-mail. */
  @Public()
  @Get('session-status')
  sessionStatus(@Query() query: SessionStatusQueryDto): Promise<SessionStatus> {
    return this.checkout.sessionStatus(query.session_id);
  }
}
