import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ShellApiClient } from '../../../lib/api-client';
import { mayBeSignedIn } from '../../../lib/known-user';
import type {
  AuthActionError,
  AuthState,
  AuthUser,
  PlatformAuth,
  SessionIdentity,
  StorageKey,
  TypedStorage,
} from '../../../platform/contract';
import type { AuthBackend, BackendUser, FirebaseSettings, LoadAuthBackend } from '../types';

/**
 * Removed on logout: the local profile copies (SPEC §4 Logout) and the uid, the known-user marker
 * (after a sign-out nobody is signed in here, so the next visit loads no sign-in service).
 */
const SIGNED_OUT_REMOVED_KEYS = [
  'userName',
  'userEmail',
  'userPhone',
  'userWhatsapp',
  'uid',
] as const satisfies readonly StorageKey[];

/** How long prepare() waits after a failed load before it asks again (an action asks at once). */
export const PREPARE_RETRY_MS = 5_000;

export interface AuthService extends Required<PlatformAuth> {
  store: StoreApi<AuthState>;
  /**
   * Loads the sign-in service and starts its listener when someone may be signed in on this browser
   * (the known-user marker); for an anonymous visitor it loads nothing and asks the API nothing.
   * Signing in or up, or a valid cookie session, loads it later. Safe to call more than once.
   */
  start(): Promise<void>;
}

interface AuthServiceDeps {
  settings: FirebaseSettings;
  loadBackend: LoadAuthBackend;
  api: ShellApiClient;
  storage: TypedStorage;
  /**
   * The page is hydrating pre-rendered HTML, made for nobody in particular: the first state is the
   * server's (signed out, not loading) whoever this browser knows, and start() moves on from it.
   */
  hydrating?: boolean;
}

interface CheckCookieResponse {
  authenticated?: boolean;
  user?: Partial<SessionIdentity> | null;
}

export function toAuthUser(user: BackendUser): AuthUser {
  const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    createdAt: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
  };
}

/** Keeps Firebase's error code so screens can map it to SPEC §8 messages. */
function toAuthActionError(error: unknown, fallbackCode: string): AuthActionError {
  if (error instanceof Error && typeof (error as Partial<AuthActionError>).code === 'string') {
    return error as AuthActionError;
  }
  const wrapped = new Error(error instanceof Error ? error.message : String(error), { cause: error });
  return Object.assign(wrapped, { code: fallbackCode });
}

export function createAuthService({
  settings,
  loadBackend,
  api,
  storage,
  hydrating = false,
}: AuthServiceDeps): AuthService {
  // Nobody to wait for when nobody may be signed in: the page is anonymous at once.
  const store = createStore<AuthState>(() => ({
    user: null,
    loading: !hydrating && mayBeSignedIn(storage),
  }));
  let backendPromise: Promise<AuthBackend> | null = null;
  let started: Promise<void> | null = null;
  /** While a sign-in/up/out action runs, it does the cookie work itself; the listener stays out. */
  let actionsInFlight = 0;
  /** One set-cookie per signed-in user, shared by the listener and the action that signed in. */
  let sessionSync: { uid: string; promise: Promise<void> } | null = null;
  /** The latest cookie call, so checkSession answers after it (never mid-way through a change). */
  let cookieWork: Promise<unknown> = Promise.resolve();
  /** The cookie session as the API last answered it: asked once per page until a cookie call. */
  let cookieCheck: Promise<SessionIdentity | null> | null = null;
  /** Whether the listener has reported a first result (signed in or not). */
  let listenerReported = false;
  /** When the sign-in service last failed to load (0: never). */
  let failedAt = 0;

  function trackCookieWork<T>(promise: Promise<T>): Promise<T> {
    cookieCheck = null;
    cookieWork = promise.catch(() => undefined);
    return promise;
  }

  function readCookieSession(): Promise<SessionIdentity | null> {
    if (cookieCheck) return cookieCheck;
    const check = cookieWork.then(async () => {
      const answer = await api.get<CheckCookieResponse>('/api/auth/check-cookie');
      if (!answer?.authenticated || !answer.user?.uid) return null;
      return {
        uid: answer.user.uid,
        email: answer.user.email ?? null,
        displayName: answer.user.displayName ?? null,
      };
    });
    cookieCheck = check;
    // A failed answer is not remembered: the next caller asks again.
    check.catch(() => {
      if (cookieCheck === check) cookieCheck = null;
    });
    return cookieCheck;
  }

  function syncSession(user: BackendUser): Promise<void> {
    if (sessionSync?.uid === user.uid) return sessionSync.promise;
    const promise = trackCookieWork(
      (async () => {
        const token = await user.getIdToken();
        await api.request('POST', '/api/auth/set-cookie', {
          headers: { Authorization: `Bearer ${token}` },
          body: { uid: user.uid, email: user.email, displayName: user.displayName },
        });
      })(),
    );
    const entry = { uid: user.uid, promise };
    sessionSync = entry;
    // A failed call must not stick: the next sign-in tries again.
    promise.catch(() => {
      if (sessionSync === entry) sessionSync = null;
    });
    return promise;
  }

  function clearCookie(): Promise<unknown> {
    sessionSync = null;
    return trackCookieWork(api.request('POST', '/api/auth/clear-cookie'));
  }

  /** The signed-in user; also remembers the uid under SPEC §3's `uid` key (tracking's external_id). */
  function setUser(authUser: AuthUser | null): void {
    if (authUser) storage.set('uid', authUser.uid);
    store.setState({ user: authUser, loading: false });
  }

  /**
   * A session the SDK restored on page load. Its cookie usually still holds (nothing to post); a new
   * cookie needs a recent sign-in (the API refuses older ID tokens, as Firebase advises), so an SDK
   * session the API no longer accepts is ended here and protected pages ask for the password again.
   */
  async function restoreSession(user: BackendUser): Promise<void> {
    const cookie = await readCookieSession().catch(() => null);
    if (cookie?.uid === user.uid) {
      sessionSync = { uid: user.uid, promise: Promise.resolve() };
      return setUser(toAuthUser(user));
    }
    try {
      await syncSession(user);
    } catch (error) {
      if (api.isApiError(error) && error.status === 401) return endRefusedSession();
      // The API is unreachable or failing: keep the SDK's user; the next page load tries again.
      console.error('[auth] set-cookie failed', error);
    }
    setUser(toAuthUser(user));
  }

  function endRefusedSession(): Promise<void> {
    return runAction(async () => {
      await (await backend()).signOut().catch((error) => console.error('[auth] sign-out failed', error));
      store.setState({ user: null, loading: false });
      for (const key of SIGNED_OUT_REMOVED_KEYS) storage.remove(key);
    });
  }

  function handleAuthChange(user: BackendUser | null) {
    listenerReported = true;
    const wasSignedIn = store.getState().user !== null;
    if (actionsInFlight > 0) return setUser(user ? toAuthUser(user) : null);
    if (user) {
      // The previous state (loading, or the user) stands until the cookie session is settled.
      void restoreSession(user);
      return;
    }
    setUser(null);
    if (wasSignedIn) {
      // Only a signed-in → signed-out transition (e.g. a sign-out in another tab) ends the cookie
      // session; an SDK without a user says nothing about a cookie set elsewhere (SPEC §2).
      clearCookie().catch((error) => console.error('[auth] clear-cookie failed', error));
    }
  }

  function backend(): Promise<AuthBackend> {
    if (!backendPromise) {
      const loading = loadBackend(settings);
      backendPromise = loading;
      // A load that failed (a connection dropped on 4G) is not remembered: the next call tries again.
      loading.catch(() => {
        if (backendPromise === loading) backendPromise = null;
      });
    }
    return backendPromise;
  }

  function listen(): Promise<void> {
    started ??= backend().then(
      (loaded) => {
        loaded.onAuthStateChanged(handleAuthChange);
      },
      (error) => {
        // Without the sign-in service the site still works for visitors; protected routes fall
        // back to the cookie session.
        console.error('[auth] could not load the sign-in service', error);
        store.setState({ loading: false });
        started = null; // the next start or action tries again, prepare after PREPARE_RETRY_MS
        failedAt = Date.now();
      },
    );
    return started;
  }

  function start(): Promise<void> {
    if (!mayBeSignedIn(storage)) return Promise.resolve();
    // After hydration: a known visitor's session is being read (the header holds its slot), also
    // when a form's prepare() has already started the listener.
    if (!listenerReported && store.getState().user === null) store.setState({ loading: true });
    return listen();
  }

  async function runAction<T>(action: () => Promise<T>): Promise<T> {
    actionsInFlight += 1;
    try {
      return await action();
    } finally {
      actionsInFlight -= 1;
    }
  }

  async function signedIn(user: BackendUser): Promise<AuthUser> {
    try {
      await syncSession(user);
    } catch (error) {
      throw toAuthActionError(error, 'auth/session-cookie-failed');
    }
    const authUser = toAuthUser(user);
    setUser(authUser);
    return authUser;
  }

  return {
    store,
    start,
    useAuth: () => useStore(store),
    getState: () => store.getState(),

    signIn: (email, password) =>
      runAction(async () => {
        void listen();
        let user: BackendUser;
        try {
          user = await (await backend()).signIn(email, password);
        } catch (error) {
          throw toAuthActionError(error, 'auth/internal-error');
        }
        return signedIn(user);
      }),

    signUp: ({ email, password, displayName }) =>
      runAction(async () => {
        void listen();
        let user: BackendUser;
        try {
          user = await (await backend()).signUp(email, password, displayName);
        } catch (error) {
          throw toAuthActionError(error, 'auth/internal-error');
        }
        return signedIn(user);
      }),

    signOut: () =>
      runAction(async () => {
        try {
          await (await backend()).signOut();
        } catch (error) {
          throw toAuthActionError(error, 'auth/internal-error');
        }
        store.setState({ user: null, loading: false });
        await clearCookie().catch((error) => console.error('[auth] clear-cookie failed', error));
        for (const key of SIGNED_OUT_REMOVED_KEYS) storage.remove(key);
      }),

    // The form's intent (contract 3.6.0): the service and its listener, as an action starts them.
    // Called at each keystroke: after a failed load it waits a little before asking again.
    prepare() {
      if (started === null && Date.now() - failedAt < PREPARE_RETRY_MS) return;
      void listen();
    },

    async checkSession() {
      try {
        const identity = await readCookieSession();
        if (!identity) return null;
        // A session exists: remember it (the next visit loads the sign-in service) and load the
        // sign-in service now, so an SDK session this browser may also hold is picked up.
        storage.set('uid', identity.uid);
        void listen();
        return identity;
      } catch (error) {
        if (!api.isApiError(error)) console.error('[auth] check-cookie failed', error);
        return null;
      }
    },
  };
}
