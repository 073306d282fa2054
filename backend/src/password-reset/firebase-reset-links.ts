import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { createFirebaseAdminApp, type FirebaseAdminApp } from '../identity/firebase-admin-app';
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
  private readonly firebase: FirebaseAdminApp;
  private readonly auth: Auth;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.firebase = createFirebaseAdminApp(config, 'reset');
    this.auth = this.firebase.auth;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.firebase.close();
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
