import { ApiProperty } from '@nestjs/swagger';

/** The identity a verified ID token or session cookie carries. */
export class SessionIdentity {
  @ApiProperty()
  uid: string;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  displayName: string | null;
}

/** GET /api/auth/check-cookie. */
export class CheckCookieResponse {
  @ApiProperty()
  authenticated: boolean;

  @ApiProperty({ type: SessionIdentity, nullable: true })
  user: SessionIdentity | null;
}
