import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  IDENTITY_PROVIDER,
  type IdentityProvider,
  InvalidCredentialError,
  type VerifiedIdentity,
} from '../identity/identity-provider';

export const MESSAGES = {
  missingToken: 'Token de autenticação ausente',
  invalidToken: 'Token de autenticação inválido ou expirado',
  uidMismatch: 'O uid informado não corresponde ao token',
  notAuthenticated: 'Não autenticado',
  staleSignIn: 'Por segurança, entre novamente com seu e-mail e senha para continuar.',
} as const;

/** Firebase's advice: mint a session cookie only from a sign-in of the last few minutes. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export interface RequestCredentials {
  authorization?: string | undefined;
  sessionCookie?: string | undefined;
}

export interface SessionCookie {
  value: string;
  maxAgeSeconds: number;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @Inject(IDENTITY_PROVIDER) private readonly identity: IdentityProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Exchanges a verified ID token for a session cookie. The claimed uid is only compared, never used. */
  async createSession(
    authorization: string | undefined,
    claimedUid: string | undefined,
  ): Promise<SessionCookie> {
    const idToken = bearerToken(authorization);
    if (idToken === null) throw new UnauthorizedException(MESSAGES.missingToken);
    const verified = await this.verify(() => this.identity.verifyIdToken(idToken));
    if (claimedUid !== undefined && claimedUid !== verified.uid) {
      throw new UnauthorizedException(MESSAGES.uidMismatch);
    }
    // A stolen ID token (refreshed for hours) must not become a days-long cookie.
    if (Date.now() / 1000 - verified.authTime > RECENT_SIGN_IN_SECONDS) {
      throw new UnauthorizedException(MESSAGES.staleSignIn);
    }
    const maxAgeSeconds = this.config.session.days * 24 * 60 * 60;
    const value = await this.verify(() => this.identity.createSessionCookie(idToken, maxAgeSeconds * 1000));
    return { value, maxAgeSeconds };
  }

  /** The session cookie's identity, or null when there is none or it is not valid (any more). */
  async checkSession(sessionCookie: string | undefined): Promise<VerifiedIdentity | null> {
    if (!sessionCookie) return null;
    try {
      return await this.identity.verifySessionCookie(sessionCookie);
    } catch (error) {
      if (!(error instanceof InvalidCredentialError))
        this.logger.error(`Session check failed: ${String(error)}`);
      return null;
    }
  }

  /**
   * Logout: revokes every session of the cookie's user (Firebase revokeRefreshTokens), so the cookie
   * (and copies of it) stops authenticating at once. A missing or invalid cookie has nothing to revoke.
   */
  async endSession(sessionCookie: string | undefined): Promise<void> {
    const identity = await this.checkSession(sessionCookie);
    if (identity === null) return;
    try {
      await this.identity.revokeSessions(identity.uid);
    } catch (error) {
      // The browser still forgets the cookie; the failure is an operator's matter, logged loudly.
      this.logger.error(`Could not revoke the sessions of ${identity.uid}: ${String(error)}`);
    }
  }

  /**
   * The caller's identity: a Bearer ID token when one is sent (it is explicit, so an invalid one is an
   * error even if a cookie is present), else the session cookie. 401 when neither is valid.
   */
  async identify({ authorization, sessionCookie }: RequestCredentials): Promise<VerifiedIdentity> {
    if (authorization !== undefined) {
      const idToken = bearerToken(authorization);
      if (idToken === null) throw new UnauthorizedException(MESSAGES.invalidToken);
      const { authTime: _authTime, ...identity } = await this.verify(() =>
        this.identity.verifyIdToken(idToken),
      );
      return identity;
    }
    if (!sessionCookie) throw new UnauthorizedException(MESSAGES.notAuthenticated);
    return this.verify(() => this.identity.verifySessionCookie(sessionCookie));
  }

  private async verify<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof InvalidCredentialError) throw new UnauthorizedException(MESSAGES.invalidToken);
      throw error;
    }
  }
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
