import { ApiProperty } from '@nestjs/swagger';

import { OkResponse } from '../../common/dto/common-responses';

/** POST /api/password-reset: the same answer whether or not the address has an account. */
export class PasswordResetAccepted extends OkResponse {
  @ApiProperty()
  message: string;
}
