import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { TOGGLE_INTERVAL_IDS, type ToggleIntervalId } from '../intervals';
import { findPlan, PLAN_IDS, type PlanId } from '../plans';

/** GET /api/catalog/upsell-offers: the stored selected plan's name (or id) and interval (SPEC §3). */
export class UpsellOffersQueryDto {
  /** A name or id in any case ('Top Afiliado', 'top-afiliado') becomes the plan id. */
  @ApiProperty({ type: String, description: 'A plan id or name, in any case.' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.length <= 40 ? (findPlan(value)?.id ?? value) : value,
  )
  @IsIn(PLAN_IDS)
  plan: PlanId;

  @ApiProperty({ enum: TOGGLE_INTERVAL_IDS, enumName: 'ToggleIntervalId' })
  @IsIn(TOGGLE_INTERVAL_IDS)
  interval: ToggleIntervalId;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  superUpsell?: 'true' | 'false';
}
