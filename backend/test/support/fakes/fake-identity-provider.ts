import {
  type IdentityProvider,
  type IdentityUser,
  InvalidCredentialError,
  type VerifiedIdentity,
  type VerifiedSignIn,
} from '../../../src/identity/identity-provider';

/**
 * In-memory IdentityProvider for unit tests: an ID token is `token:<uid>` (signed in just now) or
 * `token:<uid>@<auth_time unix seconds>`, a session cookie `session:<uid>:<ms>`. Records calls so
 * tests can assert what was (not) done; revokeSessions makes the user's cookies invalid.
 */
export class FakeIdentityProvider implements IdentityProvider {
  readonly users = new Map<string, IdentityUser>();
  readonly sessionCookiesCreated: { idToken: string; expiresInMs: number }[] = [];
  readonly revoked = new Set<string>();

  addUser(user: Partial<IdentityUser> & { uid: string }): IdentityUser {
    const full: IdentityUser = {
      email: `${user.uid}@example.com`,
      displayName: null,
      phoneNumber: null,
      photoURL: null,
      emailVerified: false,
      createdAt: '2025-01-02T03:04:05.000Z',
      ...user,
    };
    this.users.set(full.uid, full);
    return full;
  }

  async verifyIdToken(idToken: string): Promise<VerifiedSignIn> {
    const match = /^token:([^@]+)(?:@(\d+))?$/.exec(idToken);
    const authTime = match?.[2] === undefined ? Math.floor(Date.now() / 1000) : Number(match[2]);
    return { ...this.identityOf(match?.[1]), authTime };
  }

  async createSessionCookie(idToken: string, expiresInMs: number): Promise<string> {
    const identity = await this.verifyIdToken(idToken);
    this.sessionCookiesCreated.push({ idToken, expiresInMs });
    return `session:${identity.uid}:${expiresInMs}`;
  }

  async verifySessionCookie(cookie: string): Promise<VerifiedIdentity> {
    const uid = /^session:([^:]+):\d+$/.exec(cookie)?.[1];
    if (uid !== undefined && this.revoked.has(uid)) throw new InvalidCredentialError();
    return this.identityOf(uid);
  }

  async revokeSessions(uid: string): Promise<void> {
    this.revoked.add(uid);
  }

  async getUser(uid: string): Promise<IdentityUser | null> {
    return this.users.get(uid) ?? null;
  }

  private identityOf(uid: string | undefined): VerifiedIdentity {
    const user = uid === undefined ? undefined : this.users.get(uid);
    if (user === undefined) throw new InvalidCredentialError();
    return { uid: user.uid, email: user.email, displayName: user.displayName };
  }
}
