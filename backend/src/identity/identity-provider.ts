/** What the API needs from the sign-in service (Firebase Auth), so services can be tested with a fake. */
export const IDENTITY_PROVIDER = Symbol('IDENTITY_PROVIDER');

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** ISO 8601, from the account's creation time. */
  createdAt: string | null;
}

/** Thrown for any token or cookie that cannot be trusted (missing, malformed, expired, revoked). */
export class InvalidCredentialError extends Error {
  constructor(message = 'Invalid or expired credential') {
    super(message);
    this.name = 'InvalidCredentialError';
  }
}

export interface IdentityProvider {
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>;
  verifySessionCookie(cookie: string): Promise<VerifiedIdentity>;
  /** null when the account does not exist (any more). */
  getUser(uid: string): Promise<IdentityUser | null>;
}
