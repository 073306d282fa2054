import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { INTERVAL_IDS, type IntervalId } from '../../catalog/intervals';

/**
 * Fields the browser may still send from its stored selected plan (SPEC §3). They are accepted so an old
 * client keeps working, and ignored: the charge comes from the catalog, the identity from the session.
 */
class IgnoredBrowserFields {
  /** Ignored: a price from the browser is never used. */
  @ApiHideProperty()
  @IsOptional()
  price?: unknown;

  /** Ignored: a price from the browser is never used. */
  @ApiHideProperty()
  @IsOptional()
  priceRaw?: unknown;
}

/** What both checkout-session requests choose: a catalog plan, a period and an optional coupon. */
class PlanChoice extends IgnoredBrowserFields {
  @ApiProperty({ maxLength: 60 })
  @IsString()
  @MaxLength(60)
  planName: string;

  @ApiProperty({ enum: INTERVAL_IDS, enumName: 'IntervalId' })
  @IsIn(INTERVAL_IDS)
  interval: IntervalId;

  @ApiPropertyOptional({ pattern: '^[A-Za-z0-9_-]{1,120}$' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,120}$/)
  couponId?: string;
}

/** SPEC §7 POST /create-checkout-session: userEmail, planName, interval (the e-mail is not trusted). */
export class CreateCheckoutSessionDto extends PlanChoice {
  @ApiPropertyOptional({ maxLength: 320, description: 'Ignored: the session says who pays.' })
  @IsOptional()
  @IsEmail()
  @MaxLength(320)
  userEmail?: string;
}

/** SPEC §7 POST /create-embedded-checkout-session: email, planName, interval, couponId (only if present). */
export class CreateEmbeddedCheckoutSessionDto extends PlanChoice {
  @ApiPropertyOptional({ maxLength: 320, description: 'Ignored: the session says who pays.' })
  @IsOptional()
  @IsEmail()
  @MaxLength(320)
  email?: string;
}

/** SPEC §7 POST /api/create-customer-portal-session: email (not trusted: the session says who). */
export class CustomerPortalSessionDto {
  @ApiPropertyOptional({ maxLength: 320, description: 'Ignored: the session says who pays.' })
  @IsOptional()
  @IsEmail()
  @MaxLength(320)
  email?: string;
}
