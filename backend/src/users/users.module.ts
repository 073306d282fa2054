import { Module } from '@nestjs/common';

import { KyselyUsersRepository } from './kysely-users.repository';
import { USERS_REPOSITORY } from './user-record';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController],
  providers: [
    UsersService,
    KyselyUsersRepository,
    { provide: USERS_REPOSITORY, useExisting: KyselyUsersRepository },
  ],
  exports: [USERS_REPOSITORY, KyselyUsersRepository],
})
export class UsersModule {}
