import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { createFirebaseAdminApp, type FirebaseAdminApp } from './firebase-admin-app';
import {
  type IdentityProvider,
  type IdentityUser,
  InvalidCredentialError,
  type VerifiedIdentity,
  type VerifiedSignIn,
} from './identity-provider';

/** Error codes that mean "this credential is not acceptable" rather than "Firebase is broken". */
const REJECTED_CREDENTIAL = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/invalid-session-cookie-duration',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-argument',
]);

@Injectable()
export class FirebaseIdentityProvider implements IdentityProvider, OnApplicationShutdown {
  private readonly logger = new Logger(FirebaseIdentityProvider.name);
  private readonly firebase: FirebaseAdminApp;
  private readonly auth: Auth;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.firebase = createFirebaseAdminApp(config, 'api');
    this.auth = this.firebase.auth;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.firebase.close();
  }

  verifyIdToken(idToken: string): Promise<VerifiedSignIn> {
    return this.guard(async () => {
      const token = await this.auth.verifyIdToken(idToken, true);
      return { ...toIdentity(token), authTime: token.auth_time };
    });
  }

  createSessionCookie(idToken: string, expiresInMs: number): Promise<string> {
    return this.guard(() => this.auth.createSessionCookie(idToken, { expiresIn: expiresInMs }));
  }

  verifySessionCookie(cookie: string): Promise<VerifiedIdentity> {
    return this.guard(async () => toIdentity(await this.auth.verifySessionCookie(cookie, true)));
  }

  async revokeSessions(uid: string): Promise<void> {
    await this.auth.revokeRefreshTokens(uid);
  }

  async getUser(uid: string): Promise<IdentityUser | null> {
    try {
      const user = await this.auth.getUser(uid);
      const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
      return {
        uid: user.uid,
        email: user.email ?? null,
        displayName: user.displayName ?? null,
        phoneNumber: user.phoneNumber ?? null,
        photoURL: user.photoURL ?? null,
        emailVerified: user.emailVerified,
        createdAt: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
      };
    } catch (error) {
      if (firebaseCode(error) === 'auth/user-not-found') return null;
      throw error;
    }
  }

  /** Maps Firebase's credential rejections to InvalidCredentialError; anything else stays a server error. */
  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const code = firebaseCode(error);
      if (code !== undefined && REJECTED_CREDENTIAL.has(code)) {
        this.logger.debug(`Credential rejected: ${code}`);
        throw new InvalidCredentialError();
      }
      throw error;
    }
  }
}

function toIdentity(token: DecodedIdToken): VerifiedIdentity {
  const name: unknown = token['name'];
  return { uid: token.uid, email: token.email ?? null, displayName: typeof name === 'string' ? name : null };
}

function firebaseCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
