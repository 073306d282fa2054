import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

import { UID_MESSAGE, UID_PATTERN } from '../../common/uid';

export class UserParamsDto {
  @ApiProperty({ description: "The caller's own uid." })
  @Matches(UID_PATTERN, { message: UID_MESSAGE })
  uid: string;
}
