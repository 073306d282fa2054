import { IsString, Matches } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class SessionStatusQueryDto {
  @ApiProperty({ pattern: '^cs_[A-Za-z0-9_]{1,200}$' })
  @IsString()
  @Matches(/^cs_[A-Za-z0-9_]{1,200}$/)
  session_id: string;
}
