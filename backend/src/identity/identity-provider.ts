import type { SessionIdentity } from '../auth/dto/auth-responses';
import type { UserView } from '../users/dto/user-view';

/** What the API needs from the sign-in service (Firebase Auth), so services can be tested with a fake. */
export const IDENTITY_PROVIDER = Symbol('IDENTITY_PROVIDER');

/** The identity a verified ID token or session cookie carries (declared with its API schema in auth/dto). */
export type VerifiedIdentity = SessionIdentity;

/** An ID token's identity and when its user last entered their credentials (`auth_time`). */
export interface VerifiedSignIn extends VerifiedIdentity {
  /** Unix seconds of the sign-in (not of the token's last refresh). */
  authTime: number;
}

/** The account as the sign-in service knows it: the fields of the API's user record it provides. */
export type IdentityUser = Pick<
  UserView,
  'uid' | 'email' | 'displayName' | 'phoneNumber' | 'photoURL' | 'emailVerified' | 'createdAt'
>;

/** Thrown for any token or cookie that cannot be trusted (missing, malformed, expired, revoked). */
export class InvalidCredentialError extends Error {
  constructor(message = 'Invalid or expired credential') {
    super(message);
    this.name = 'InvalidCredentialError';
  }
}

export interface IdentityProvider {
  /** Verifies signature, expiry and revocation. */
  verifyIdToken(idToken: string): Promise<VerifiedSignIn>;
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>;
  /** Verifies signature, expiry and revocation (a cookie made before revokeSessions is refused). */
  verifySessionCookie(cookie: string): Promise<VerifiedIdentity>;
  /** Ends every session of the user: refresh tokens, ID tokens and session cookies issued so far. */
  revokeSessions(uid: string): Promise<void>;
  /** null when the account does not exist (any more). */
  getUser(uid: string): Promise<IdentityUser | null>;
}
