import { Transform } from 'class-transformer';
import { IsEmail } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export const INVALID_EMAIL_MESSAGE = 'Email inválido';

/** POST /api/password-reset (SPEC §7): the address to send the reset link to. */
export class PasswordResetDto {
  @ApiProperty({ format: 'email' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  // isEmail also refuses non-strings and over-long addresses (local part 64, whole address 254).
  @IsEmail({}, { message: INVALID_EMAIL_MESSAGE })
  email: string;
}
