import { randomUUID } from 'node:crypto';

import { App, applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { Auth, getAuth } from 'firebase-admin/auth';

import type { AppConfig } from '../config/app-config';

/** A firebase-admin app of this API and its Auth client; `close()` deletes the app. */
export interface FirebaseAdminApp {
  auth: Auth;
  close(): Promise<void>;
}

/**
 * One firebase-admin app, set up from the API's configuration: the Auth emulator, or the platform's
 * credentials. Named per instance (`purpose` and a random suffix): tests build several app modules in
 * one process, and each provider owns and deletes its own.
 */
export function createFirebaseAdminApp(config: AppConfig, purpose: string): FirebaseAdminApp {
  // firebase-admin reads the emulator address from the environment when getAuth() first runs.
  // With credentials it is deleted: any value left there, even blank, would make firebase-admin skip
  // token signatures.
  if (config.firebase.authEmulatorHost !== null) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.authEmulatorHost;
  } else {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }
  // application-default: a GOOGLE_APPLICATION_CREDENTIALS key file, or the metadata server of the
  // platform (Cloud Run, GCE, GKE) with no file at all.
  const credential = config.firebase.credentials === 'application-default' ? applicationDefault() : undefined;
  const app: App = initializeApp(
    { projectId: config.firebase.projectId, ...(credential ? { credential } : {}) },
    `busqy-${purpose}-${randomUUID()}`,
  );
  return { auth: getAuth(app), close: () => deleteApp(app) };
}
