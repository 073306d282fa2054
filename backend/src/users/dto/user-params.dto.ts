import { Matches } from 'class-validator';

import { UID_MESSAGE, UID_PATTERN } from '../../common/uid';

export class UserParamsDto {
  @Matches(UID_PATTERN, { message: UID_MESSAGE })
  uid: string;
}
