import { randomUUID } from 'node:crypto';

import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { App, deleteApp, initializeApp } from 'firebase-admin/app';
import { Auth, getAuth } from 'firebase-admin/auth';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { PasswordResetLinks } from './reset-links';

/** Codes that mean "no account can be reset with this address", not "Firebase is broken". */
const NO_ACCOUNT = new Set(['auth/user-not-found', 'auth/email-not-found', 'auth/invalid-email']);

/**
 * firebase-admin's generatePasswordResetLink. The account is looked up first: with improved e-mail
 * privacy on (as in production and in our emulator seed) an unknown address gets no link and a
 * generic internal error, which must not be confused with a real failure.
 *
 * On the Auth emulator the link opens the emulator's own action endpoint
 * (/emulator/action?mode=resetPassword&oobCode=…); adding `&newPassword=…` sets the password. In
 * production it opens Firebase's hosted page, which asks for the new password.
 */
@Injectable()
export class FirebaseResetLinks implements PasswordResetLinks, OnApplicationShutdown {
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
    this.app = initializeApp({ projectId: config.firebase.projectId }, `busqy-reset-${randomUUID()}`);
    this.auth = getAuth(this.app);
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }

  async create(email: string, continueUrl: string): Promise<string | null> {
    try {
      await this.auth.getUserByEmail(email);
      return await this.auth.generatePasswordResetLink(email, { url: continueUrl });
    } catch (error) {
      if (NO_ACCOUNT.has(firebaseCode(error) ?? '')) return null;
      throw error;
    }
  }
}

function firebaseCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
