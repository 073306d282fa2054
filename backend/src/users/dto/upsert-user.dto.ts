import { IsBoolean, IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { UID_MESSAGE, UID_PATTERN } from '../../common/uid';

/** POST /api/users (SPEC §7). uid, if sent, must be the caller's; e-mail and its verification come from Firebase. */
export class UpsertUserDto {
  @IsOptional()
  @IsString()
  @Matches(UID_PATTERN, { message: UID_MESSAGE })
  uid?: string;

  @IsEmail()
  @MaxLength(320)
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  displayName?: string | null;

  @IsOptional()
  @IsBoolean()
  emailVerified?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  phoneNumber?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string | null;
}
