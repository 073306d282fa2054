import type { AuthBackend, BackendUser } from '../features/auth/types';

/** A Firebase-like user whose ID token is `token-<uid>`. */
export function fakeUser(overrides: Partial<Omit<BackendUser, 'getIdToken'>> = {}): BackendUser {
  const uid = overrides.uid ?? 'user-1';
  return {
    uid,
    email: 'ana@example.com',
    displayName: 'Ana Souza',
    phoneNumber: null,
    photoURL: null,
    emailVerified: false,
    metadata: { creationTime: 'Tue, 01 Apr 2025 12:00:00 GMT' },
    ...overrides,
    getIdToken: async () => `token-${uid}`,
  };
}

function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

/**
 * The sign-in service in memory, behaving like Firebase Auth for what the shell uses: listeners
 * hear the current user once on subscribe (unless `holdFirstResult`), then every change.
 */
export class FakeAuthBackend implements AuthBackend {
  private readonly listeners = new Set<(user: BackendUser | null) => void>();
  private readonly accounts = new Map<string, { password: string; user: BackendUser }>();
  currentUser: BackendUser | null;
  private readonly holdFirstResult: boolean;

  constructor(options: { user?: BackendUser | null; holdFirstResult?: boolean } = {}) {
    this.currentUser = options.user ?? null;
    this.holdFirstResult = options.holdFirstResult ?? false;
  }

  addAccount(email: string, password: string, user: BackendUser = fakeUser({ email })) {
    this.accounts.set(email, { password, user });
    return user;
  }

  /** How many listeners are subscribed (the shell subscribes one per page). */
  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Reports a change to every listener (also releases a held first result). */
  emit(user: BackendUser | null) {
    this.currentUser = user;
    for (const listener of this.listeners) listener(user);
  }

  onAuthStateChanged(listener: (user: BackendUser | null) => void) {
    this.listeners.add(listener);
    if (!this.holdFirstResult) queueMicrotask(() => listener(this.currentUser));
    return () => {
      this.listeners.delete(listener);
    };
  }

  async signIn(email: string, password: string) {
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw authError('auth/invalid-credential');
    this.emit(account.user);
    return account.user;
  }

  async signUp(email: string, password: string, displayName: string) {
    if (this.accounts.has(email)) throw authError('auth/email-already-in-use');
    // Like Firebase: listeners hear the new user before updateProfile has set the name.
    const user = fakeUser({ uid: `uid-${this.accounts.size + 1}`, email, displayName: null });
    this.accounts.set(email, { password, user });
    this.emit(user);
    user.displayName = displayName;
    return user;
  }

  async signOut() {
    this.emit(null);
  }
}
