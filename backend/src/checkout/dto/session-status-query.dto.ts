import { IsString, Matches } from 'class-validator';

export class SessionStatusQueryDto {
  @IsString()
  @Matches(/^cs_[A-Za-z0-9_]{1,200}$/)
  session_id: string;
}
