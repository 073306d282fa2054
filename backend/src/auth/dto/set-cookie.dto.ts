import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { UID_MESSAGE, UID_PATTERN } from '../../common/uid';

/** What the shell sends with its ID token (SPEC §7). Validated, then only used to detect a mismatch. */
export class SetCookieDto {
  @IsOptional()
  @IsString()
  @Matches(UID_PATTERN, { message: UID_MESSAGE })
  uid?: string;

  @IsOptional()
  @IsEmail()
  @MaxLength(320)
  email?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  displayName?: string | null;
}
