import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MESSAGE, PROMO_CODE_PATTERN } from '../promos';

export class PromoParamsDto {
  @ApiProperty({ pattern: PROMO_CODE_PATTERN.source, maxLength: PROMO_CODE_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Matches(PROMO_CODE_PATTERN, {
    message: PROMO_CODE_MESSAGE,
  })
  code: string;
}
