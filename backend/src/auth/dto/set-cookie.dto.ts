import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

import { UID_MESSAGE, UID_PATTERN } from '../../common/uid';

/** What the shell sends with its ID token (SPEC §7). Validated, then only used to detect a mismatch. */
export class SetCookieDto {
  @ApiPropertyOptional({ description: "Must be the token's uid." })
  @IsOptional()
  @IsString()
  @Matches(UID_PATTERN, { message: UID_MESSAGE })
  uid?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 320 })
  @IsOptional()
  @IsEmail()
  @MaxLength(320)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  displayName?: string | null;
}
