import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { MAX_CHARGE } from '../../catalog/max-charge';
import {
  MAX_EVENT_AGE_SECONDS,
  MAX_EVENT_FUTURE_SECONDS,
  TRACKING_CONSENT,
  TRACKING_EVENT_NAMES,
  type TrackingConsent,
  type TrackingEventName,
} from '../tracking-events';

/** event_time must be a recent Unix time in seconds (checked against the server clock at request time). */
function IsRecentUnixSeconds(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRecentUnixSeconds',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'number' || !Number.isInteger(value)) return false;
          const now = Math.floor(Date.now() / 1000);
          return value >= now - MAX_EVENT_AGE_SECONDS && value <= now + MAX_EVENT_FUTURE_SECONDS;
        },
      },
    },
    // An explicit message: the API's validation pipe keeps it (unmapped constraints get a generic one).
    {
      message: ({ property }) =>
        `O campo ${property} deve ser um horário Unix em segundos, de no máximo 7 dias atrás e 1 hora à frente.`,
      ...options,
    },
  );
}

/**
 * Contact fields in plain text (or already SHA-256 hex): hashed before anything is stored. em and fn
 * may be null (or empty) when the visitor is not known yet: the event is still worth sending.
 */
export class MetaCapiUserDataDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 320 })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  em?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  fn?: string | null;

  @ApiPropertyOptional({ maxLength: 128 })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  external_id?: string;

  @ApiPropertyOptional({ maxLength: 40 })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  ph?: string;
}

export class MetaCapiCustomDataDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) subscription_plan?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) interval?: string;

  /** Reais, e.g. 49.9; at most what one checkout of the catalog can charge. */
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_CHARGE / 100, description: 'Reais, e.g. 49.9.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(MAX_CHARGE / 100, {
    message: `O campo value deve ser no máximo ${MAX_CHARGE / 100} (o maior valor do catálogo).`,
  })
  value?: number;

  @ApiProperty({ enum: ['BRL'] })
  @IsIn(['BRL'])
  currency!: 'BRL';

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) coupon?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) utm_source?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) utm_medium?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) utm_campaign?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) utm_term?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) utm_content?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) campaign_id?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) referral?: string;
}

/** Body of POST /meta-capi (SPEC §7). */
export class MetaCapiEventDto {
  @ApiProperty({ enum: TRACKING_EVENT_NAMES, enumName: 'TrackingEventName' })
  @IsIn(TRACKING_EVENT_NAMES)
  event_name!: TrackingEventName;

  @ApiProperty({ type: 'integer', description: 'Unix seconds, at most 7 days old and 1 hour ahead.' })
  @IsInt()
  @IsRecentUnixSeconds()
  event_time!: number;

  @ApiProperty({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' })
  @IsString()
  @Length(1, 100)
  @Matches(/^[\x21-\x7e]+$/)
  event_id!: string;

  @ApiProperty({ type: MetaCapiUserDataDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => MetaCapiUserDataDto)
  user_data!: MetaCapiUserDataDto;

  @ApiProperty({ type: MetaCapiCustomDataDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => MetaCapiCustomDataDto)
  custom_data!: MetaCapiCustomDataDto;

  /**
   * The visitor's answer to the consent banner when the event was sent. Only 'granted' is stored and
   * sent to Meta; 'denied', or no answer (an older page, a visitor who never chose), stores nothing.
   */
  @ApiPropertyOptional({ enum: TRACKING_CONSENT, enumName: 'TrackingConsent' })
  @IsOptional()
  @IsIn(TRACKING_CONSENT)
  consent?: TrackingConsent;
}
