import type { AuthUser, RuntimeConfig } from '../../platform/contract';

/** The part of a Firebase `User` the shell reads (Firebase's User satisfies it structurally). */
export type BackendUser = Pick<
  AuthUser,
  'uid' | 'email' | 'displayName' | 'phoneNumber' | 'photoURL' | 'emailVerified'
> & {
  metadata: { creationTime?: string | undefined };
  getIdToken(): Promise<string>;
};

/** The sign-in service as the auth store uses it; the Firebase adapter is the real one. */
export interface AuthBackend {
  onAuthStateChanged(listener: (user: BackendUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<BackendUser>;
  /** Creates the account and sets its displayName before resolving. */
  signUp(email: string, password: string, displayName: string): Promise<BackendUser>;
  signOut(): Promise<void>;
}

export type FirebaseSettings = RuntimeConfig['firebase'];

export type LoadAuthBackend = (settings: FirebaseSettings) => Promise<AuthBackend>;
