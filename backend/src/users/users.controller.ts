import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '../auth/auth.decorators';
import { ApiErrors } from '../common/dto/api-errors';
import type { VerifiedIdentity } from '../identity/identity-provider';
import { UpsertUserDto } from './dto/upsert-user.dto';
import { UserParamsDto } from './dto/user-params.dto';
import { UserView } from './dto/user-view';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Authenticated()
  @Get(':uid')
  @ApiOkResponse({ type: UserView })
  @ApiErrors(400, 401, 403, 404)
  get(@CurrentUser() caller: VerifiedIdentity, @Param() params: UserParamsDto): Promise<UserView> {
    return this.users.get(caller, params.uid);
  }

  @Authenticated()
  // POST, not DELETE: the platform's API client (the remotes' only way to the API) has get and post.
  @Post(':uid/billing-notice/dismiss')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The billing notice is cleared (also when there was none).' })
  @ApiErrors(400, 401, 403)
  dismissBillingNotice(
    @CurrentUser() caller: VerifiedIdentity,
    @Param() params: UserParamsDto,
  ): Promise<void> {
    return this.users.dismissBillingNotice(caller, params.uid);
  }

  @Authenticated()
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: UserView })
  @ApiErrors(400, 401, 403)
  upsert(@CurrentUser() caller: VerifiedIdentity, @Body() body: UpsertUserDto): Promise<UserView> {
    return this.users.upsertOwn(caller, body);
  }
}
