import { ApiProperty } from '@nestjs/swagger';

const NULLABLE_STRING = { type: String, nullable: true } as const;

/** The User object of SPEC §3 as the API returns it: the server record merged over the Firebase user. */
export class UserView {
  @ApiProperty()
  uid: string;

  @ApiProperty(NULLABLE_STRING)
  email: string | null;

  @ApiProperty(NULLABLE_STRING)
  displayName: string | null;

  @ApiProperty(NULLABLE_STRING)
  phoneNumber: string | null;

  @ApiProperty(NULLABLE_STRING)
  photoURL: string | null;

  /** ISO 8601. */
  @ApiProperty({ ...NULLABLE_STRING, format: 'date-time' })
  createdAt: string | null;

  @ApiProperty(NULLABLE_STRING)
  firstName: string | null;

  @ApiProperty(NULLABLE_STRING)
  lastName: string | null;

  @ApiProperty()
  emailVerified: boolean;

  @ApiProperty(NULLABLE_STRING)
  subscription_plan: string | null;

  @ApiProperty({ type: Boolean, nullable: true })
  subscription_active: boolean | null;

  @ApiProperty(NULLABLE_STRING)
  subscription_status: string | null;

  /** Unix seconds. */
  @ApiProperty({ type: 'integer', nullable: true })
  subscription_start: number | null;

  /** Unix seconds. */
  @ApiProperty({ type: 'integer', nullable: true })
  subscription_end: number | null;

  /** Portuguese notice about billing (e.g. a second payment was cancelled and refunded), or null. */
  @ApiProperty(NULLABLE_STRING)
  billing_notice: string | null;
}
