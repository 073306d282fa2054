import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';

import { Authenticated, CurrentUser } from '../auth/auth.decorators';
import type { VerifiedIdentity } from '../identity/identity-provider';
import { UpsertUserDto } from './dto/upsert-user.dto';
import { UserParamsDto } from './dto/user-params.dto';
import type { UserView } from './user.view';
import { UsersService } from './users.service';

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Authenticated()
  @Get(':uid')
  get(@CurrentUser() caller: VerifiedIdentity, @Param() params: UserParamsDto): Promise<UserView> {
    return this.users.get(caller, params.uid);
  }

  @Authenticated()
  @Post()
  @HttpCode(200)
  upsert(@CurrentUser() caller: VerifiedIdentity, @Body() body: UpsertUserDto): Promise<UserView> {
    return this.users.upsertOwn(caller, body);
  }
}
