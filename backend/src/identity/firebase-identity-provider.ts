import { randomUUID } from 'node:crypto';

import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { App, applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { Auth, DecodedIdToken, getAuth } from 'firebase-admin/auth';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
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
  private readonly app: App;
  private readonly auth: Auth;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // firebase-admin reads the emulator address from the environment when getAuth() first runs.
    // With credentials it is deleted: any value left there, even blank, would make firebase-admin skip
    // token signatures.
    if (config.firebase.authEmulatorHost !== null) {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.authEmulatorHost;
    } else {
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    }
    // A named app per instance: tests build several app modules in one process.
    // application-default: a GOOGLE_APPLICATION_CREDENTIALS key file, or the metadata server of the
    // platform (Cloud Run, GCE, GKE) with no file at all.
    const credential =
      config.firebase.credentials === 'application-default' ? applicationDefault() : undefined;
    this.app = initializeApp(
      { projectId: config.firebase.projectId, ...(credential ? { credential } : {}) },
      `busqy-api-${randomUUID()}`,
    );
    this.auth = getAuth(this.app);
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
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
