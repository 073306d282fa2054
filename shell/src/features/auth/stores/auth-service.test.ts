import { createApiClient } from '../../../lib/api-client';
import { createTypedStorage } from '../../../lib/storage';
import { FakeAuthBackend, fakeUser } from '../../../testing/fake-auth-backend';
import { createFetchMock, type MockAnswer } from '../../../testing/fetch-mock';
import { testRuntimeConfig } from '../../../testing/test-config';
import type { AuthBackend } from '../types';
import { createAuthService, PREPARE_RETRY_MS } from './auth-service';

const SET = 'POST /api/auth/set-cookie';
const CLEAR = 'POST /api/auth/clear-cookie';
const CHECK = 'GET /api/auth/check-cookie';

function setup({
  backend = new FakeAuthBackend(),
  setCookie = { body: { ok: true } },
  checkCookie = { body: { authenticated: false } },
  knownUid = 'user-1' as string | null,
  hydrating = false,
}: {
  backend?: AuthBackend;
  setCookie?: MockAnswer | (() => Promise<MockAnswer>);
  checkCookie?: MockAnswer;
  /** The known-user marker (SPEC §3 `uid`) a previous sign-in left; null for an anonymous visitor. */
  knownUid?: string | null;
  hydrating?: boolean;
} = {}) {
  if (knownUid) createTypedStorage().set('uid', knownUid);
  const fetchMock = createFetchMock({
    [SET]: setCookie,
    [CLEAR]: { body: { ok: true } },
    [CHECK]: checkCookie,
  });
  const loadBackend = jest.fn(async () => backend);
  const auth = createAuthService({
    settings: testRuntimeConfig().firebase,
    loadBackend,
    api: createApiClient(fetchMock.fetch),
    storage: createTypedStorage(),
    hydrating,
  });
  return { auth, fetchMock, loadBackend };
}

/** Lets queued microtasks and mocked fetches settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('auth store and listener (SPEC §4 Auth)', () => {
  test('loading stays true until the listener reports its first result', async () => {
    const backend = new FakeAuthBackend({ holdFirstResult: true });
    const { auth } = setup({ backend });
    expect(auth.getState()).toEqual({ user: null, loading: true });
    await auth.start();
    expect(auth.getState().loading).toBe(true);
    backend.emit(null);
    expect(auth.getState()).toEqual({ user: null, loading: false });
  });

  test('hydrating a pre-rendered page, a known visitor starts signed out like the server HTML, then loads', async () => {
    const backend = new FakeAuthBackend({ holdFirstResult: true });
    const { auth } = setup({ backend, hydrating: true });
    expect(auth.getState()).toEqual({ user: null, loading: false });
    const starting = auth.start();
    expect(auth.getState()).toEqual({ user: null, loading: true });
    await starting;
    backend.emit(null);
    expect(auth.getState()).toEqual({ user: null, loading: false });
  });

  test('does not load the sign-in service until started', async () => {
    const { auth, loadBackend } = setup();
    expect(loadBackend).not.toHaveBeenCalled();
    await auth.start();
    await auth.start();
    expect(loadBackend).toHaveBeenCalledTimes(1);
  });

  test('a signed-in user posts set-cookie with the bearer ID token and the identity', async () => {
    const user = fakeUser({ uid: 'u-42', email: 'bia@example.com', displayName: 'Bia' });
    const { auth, fetchMock } = setup({ backend: new FakeAuthBackend({ user }) });
    await auth.start();
    await settle();

    expect(auth.getState()).toMatchObject({
      loading: false,
      user: { uid: 'u-42', email: 'bia@example.com' },
    });
    expect(auth.getState().user?.createdAt).toBe('2025-04-01T12:00:00.000Z');
    // SPEC §3 storage key `uid`: remembered for attribution (tracking's external_id).
    expect(createTypedStorage().get('uid')).toBe('u-42');
    const calls = fetchMock.calls(SET);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      headers: { Authorization: 'Bearer token-u-42', 'Content-Type': 'application/json' },
      body: { uid: 'u-42', email: 'bia@example.com', displayName: 'Bia' },
      credentials: 'include',
    });
    expect(fetchMock.calls(CLEAR)).toHaveLength(0);
  });

  test('an SDK without a user posts nothing: a cookie session set elsewhere survives', async () => {
    const { auth, fetchMock } = setup();
    await auth.start();
    await settle();
    expect(auth.getState()).toEqual({ user: null, loading: false });
    expect(fetchMock.calls(CLEAR)).toHaveLength(0);
    expect(fetchMock.calls(SET)).toHaveLength(0);
  });

  test('a signed-in → signed-out transition (sign-out in another tab) clears the cookie once', async () => {
    const backend = new FakeAuthBackend({ user: fakeUser() });
    const { auth, fetchMock } = setup({ backend });
    await auth.start();
    await settle();
    backend.emit(null);
    backend.emit(null);
    await settle();
    expect(auth.getState().user).toBeNull();
    expect(fetchMock.calls(CLEAR)).toHaveLength(1);
  });

  test('an anonymous visitor (no known-user marker) loads no sign-in service and asks the API nothing', async () => {
    const { auth, fetchMock, loadBackend } = setup({ knownUid: null });
    expect(auth.getState()).toEqual({ user: null, loading: false });
    await auth.start();
    await settle();
    expect(loadBackend).not.toHaveBeenCalled();
    expect(fetchMock.calls(SET)).toHaveLength(0);
    expect(fetchMock.calls(CLEAR)).toHaveLength(0);
    expect(fetchMock.calls(CHECK)).toHaveLength(0);
  });

  test('an anonymous visitor who signs in loads the sign-in service then', async () => {
    const backend = new FakeAuthBackend();
    backend.addAccount('ana@example.com', 'segredo1', fakeUser({ uid: 'u-ana', email: 'ana@example.com' }));
    const { auth, loadBackend } = setup({ backend, knownUid: null });
    await auth.start();
    expect(loadBackend).not.toHaveBeenCalled();
    await auth.signIn('ana@example.com', 'segredo1');
    expect(loadBackend).toHaveBeenCalledTimes(1);
    expect(createTypedStorage().get('uid')).toBe('u-ana');
  });

  test('a failing set-cookie from the listener is only logged', async () => {
    const { auth } = setup({
      backend: new FakeAuthBackend({ user: fakeUser() }),
      setCookie: { status: 500 },
    });
    await auth.start();
    await settle();
    expect(auth.getState().user?.uid).toBe('user-1');
    expect(consoleError).toHaveBeenCalledWith('[auth] set-cookie failed', expect.anything());
  });

  test('a restored session whose cookie still holds posts nothing: one check-cookie, no set-cookie', async () => {
    const { auth, fetchMock } = setup({
      backend: new FakeAuthBackend({ user: fakeUser({ uid: 'u-7' }) }),
      checkCookie: { body: { authenticated: true, user: { uid: 'u-7', email: 'a@example.com' } } },
    });
    await auth.start();
    await settle();
    expect(auth.getState().user?.uid).toBe('u-7');
    expect(fetchMock.calls(SET)).toHaveLength(0);
    // A protected page asking afterwards gets the same answer without a second request.
    await expect(auth.checkSession()).resolves.toMatchObject({ uid: 'u-7' });
    expect(fetchMock.calls(CHECK)).toHaveLength(1);
  });

  test("a restored session with another user's cookie replaces the cookie", async () => {
    const { auth, fetchMock } = setup({
      backend: new FakeAuthBackend({ user: fakeUser({ uid: 'u-7' }) }),
      checkCookie: { body: { authenticated: true, user: { uid: 'someone-else' } } },
    });
    await auth.start();
    await settle();
    expect(fetchMock.calls(SET)).toHaveLength(1);
    expect(auth.getState().user?.uid).toBe('u-7');
  });

  test('a restored session the API refuses (sign-in too old for a new cookie) is signed out', async () => {
    const backend = new FakeAuthBackend({ user: fakeUser({ uid: 'u-old' }) });
    const { auth, fetchMock } = setup({
      backend,
      knownUid: 'u-old',
      setCookie: { status: 401, body: { message: 'Por segurança, entre novamente com seu e-mail e senha.' } },
    });
    createTypedStorage().set('userName', 'Ana');
    await auth.start();
    await settle();
    expect(auth.getState()).toEqual({ user: null, loading: false });
    expect(fetchMock.calls(SET)).toHaveLength(1);
    // There was no cookie to clear; the known-user marker and the profile copies are gone.
    expect(fetchMock.calls(CLEAR)).toHaveLength(0);
    expect(createTypedStorage().get('uid')).toBeNull();
    expect(createTypedStorage().get('userName')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('if the sign-in service cannot load, loading ends with no user', async () => {
    createTypedStorage().set('uid', 'user-1');
    const fetchMock = createFetchMock();
    const auth = createAuthService({
      settings: testRuntimeConfig().firebase,
      loadBackend: () => Promise.reject(new Error('ChunkLoadError')),
      api: createApiClient(fetchMock.fetch),
      storage: createTypedStorage(),
    });
    expect(auth.getState().loading).toBe(true);
    await auth.start();
    expect(auth.getState()).toEqual({ user: null, loading: false });
  });
});

describe('prepare (contract 3.6.0: the form that signs in shows the intent)', () => {
  test('loads the sign-in service once for an anonymous visitor, signing nobody in and asking the API nothing', async () => {
    const backend = new FakeAuthBackend();
    backend.addAccount('ana@example.com', 'segredo1', fakeUser({ uid: 'u-ana', email: 'ana@example.com' }));
    const { auth, fetchMock, loadBackend } = setup({ backend, knownUid: null });
    auth.prepare();
    auth.prepare();
    await settle();
    expect(loadBackend).toHaveBeenCalledTimes(1);
    backend.emit(null);
    expect(auth.getState()).toEqual({ user: null, loading: false });
    expect(fetchMock.calls(SET)).toHaveLength(0);
    expect(fetchMock.calls(CHECK)).toHaveLength(0);
    expect(createTypedStorage().get('uid')).toBeNull();
    // The sign-in that follows uses the service already loaded.
    await auth.signIn('ana@example.com', 'segredo1');
    expect(loadBackend).toHaveBeenCalledTimes(1);
    expect(auth.getState().user?.uid).toBe('u-ana');
    expect(fetchMock.calls(SET)).toHaveLength(1);
  });

  test('a load that failed is tried again (prepare after a pause, an action at once), and one listener then starts', async () => {
    const backend = new FakeAuthBackend();
    backend.addAccount('ana@example.com', 'segredo1', fakeUser({ uid: 'u-ana', email: 'ana@example.com' }));
    const loadBackend = jest
      .fn<Promise<AuthBackend>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(backend);
    const fetchMock = createFetchMock({ [SET]: { body: { ok: true } } });
    const auth = createAuthService({
      settings: testRuntimeConfig().firebase,
      loadBackend,
      api: createApiClient(fetchMock.fetch),
      storage: createTypedStorage(),
    });
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    auth.prepare();
    await settle();
    expect(consoleError).toHaveBeenCalledWith('[auth] could not load the sign-in service', expect.any(Error));
    // Keystrokes right after the failure do not fetch the service again at each key.
    auth.prepare();
    auth.prepare();
    await settle();
    expect(loadBackend).toHaveBeenCalledTimes(1);
    now += PREPARE_RETRY_MS;
    auth.prepare();
    await settle();
    expect(loadBackend).toHaveBeenCalledTimes(2);
    // An action does not wait.
    await auth.signIn('ana@example.com', 'segredo1');
    expect(loadBackend).toHaveBeenCalledTimes(3);
    expect(auth.getState().user?.uid).toBe('u-ana');
    expect(backend.listenerCount).toBe(1);
    // The listener attached on the successful load reports a sign-out made elsewhere.
    backend.emit(null);
    expect(auth.getState()).toEqual({ user: null, loading: false });
    clock.mockRestore();
  });

  test("a known visitor's start after a form's prepare still holds the header's slot until the first result", async () => {
    const backend = new FakeAuthBackend({ holdFirstResult: true });
    const { auth } = setup({ backend, hydrating: true });
    expect(auth.getState()).toEqual({ user: null, loading: false });
    auth.prepare();
    await settle();
    void auth.start();
    expect(auth.getState()).toEqual({ user: null, loading: true });
    backend.emit(null);
    await settle();
    expect(auth.getState()).toEqual({ user: null, loading: false });
    // Once the first result is known, a later start changes nothing.
    void auth.start();
    expect(auth.getState().loading).toBe(false);
  });
});

describe('auth actions', () => {
  test('signIn resolves after set-cookie succeeded, posting it once', async () => {
    const backend = new FakeAuthBackend();
    backend.addAccount('ana@example.com', 'segredo1', fakeUser({ uid: 'u-ana', email: 'ana@example.com' }));
    let releaseCookie: () => void = () => undefined;
    const cookieSet = new Promise<MockAnswer>((resolve) => {
      releaseCookie = () => resolve({ body: { ok: true } });
    });
    const { auth, fetchMock } = setup({ backend, setCookie: () => cookieSet });
    await auth.start();
    await settle();

    let resolved = false;
    const signingIn = auth.signIn('ana@example.com', 'segredo1').then((user) => {
      resolved = true;
      return user;
    });
    await settle();
    expect(resolved).toBe(false);
    releaseCookie();
    await expect(signingIn).resolves.toMatchObject({ uid: 'u-ana' });
    await settle();
    expect(fetchMock.calls(SET)).toHaveLength(1);
    expect(auth.getState().user?.uid).toBe('u-ana');
  });

  test('signIn rejects with the sign-in service code', async () => {
    const { auth, fetchMock } = setup();
    await expect(auth.signIn('ana@example.com', 'errada')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    expect(fetchMock.calls(SET)).toHaveLength(0);
  });

  test('signIn rejects when the session cookie could not be set', async () => {
    const backend = new FakeAuthBackend();
    backend.addAccount('ana@example.com', 'segredo1');
    const { auth } = setup({ backend, setCookie: { status: 401, body: { message: 'invalid token' } } });
    await expect(auth.signIn('ana@example.com', 'segredo1')).rejects.toMatchObject({
      code: 'auth/session-cookie-failed',
    });
  });

  test('signUp sets the display name and posts set-cookie once, with the name', async () => {
    const { auth, fetchMock } = setup();
    await auth.start();
    await settle();
    const user = await auth.signUp({ email: 'caio@example.com', password: 'segredo1', displayName: 'Caio' });
    await settle();
    expect(user).toMatchObject({ email: 'caio@example.com', displayName: 'Caio' });
    expect(auth.getState().user?.displayName).toBe('Caio');
    expect(fetchMock.calls(SET)).toHaveLength(1);
    expect(fetchMock.calls(SET)[0]?.body).toMatchObject({ email: 'caio@example.com', displayName: 'Caio' });
  });

  test('signUp rejects with the sign-in service code', async () => {
    const backend = new FakeAuthBackend();
    backend.addAccount('caio@example.com', 'segredo1');
    const { auth } = setup({ backend });
    await expect(
      auth.signUp({ email: 'caio@example.com', password: 'segredo1', displayName: 'Caio' }),
    ).rejects.toMatchObject({ code: 'auth/email-already-in-use' });
  });

  test('signOut signs out, clears the cookie once and the local name, e-mail and phone', async () => {
    const { auth, fetchMock } = setup({ backend: new FakeAuthBackend({ user: fakeUser() }) });
    await auth.start();
    await settle();
    const storage = createTypedStorage();
    storage.set('userName', 'Ana');
    storage.set('userEmail', 'ana@example.com');
    storage.set('userPhone', '11999998888');
    storage.set('userWhatsapp', '11999998888');
    storage.set('selectedPlan', {
      name: 'Elite',
      price: 'R$ 187,90',
      period: '/mês',
      priceRaw: '187.90',
      interval: 'month',
    });

    await auth.signOut();
    await settle();

    expect(auth.getState()).toEqual({ user: null, loading: false });
    expect(fetchMock.calls(CLEAR)).toHaveLength(1);
    for (const key of ['userName', 'userEmail', 'userPhone', 'userWhatsapp', 'uid'] as const) {
      expect(storage.get(key)).toBeNull();
    }
    expect(storage.get('selectedPlan')).not.toBeNull();
  });

  test('after signing out, signing in as the same user sets the cookie again', async () => {
    const backend = new FakeAuthBackend();
    backend.addAccount('ana@example.com', 'segredo1');
    const { auth, fetchMock } = setup({ backend });
    await auth.signIn('ana@example.com', 'segredo1');
    await auth.signOut();
    await auth.signIn('ana@example.com', 'segredo1');
    expect(fetchMock.calls(SET)).toHaveLength(2);
  });
});

describe('checkSession', () => {
  test('returns the cookie identity when authenticated, remembers it and loads the sign-in service', async () => {
    const { auth, loadBackend, fetchMock } = setup({
      knownUid: null,
      checkCookie: {
        body: { authenticated: true, user: { uid: 'u1', email: 'ana@example.com', displayName: 'Ana' } },
      },
    });
    await expect(auth.checkSession()).resolves.toEqual({
      uid: 'u1',
      email: 'ana@example.com',
      displayName: 'Ana',
    });
    await settle();
    expect(createTypedStorage().get('uid')).toBe('u1');
    expect(loadBackend).toHaveBeenCalledTimes(1);
    // The SDK has no user of its own: the cookie session is kept.
    expect(fetchMock.calls(CLEAR)).toHaveLength(0);
  });

  test('returns null when not authenticated or when the call fails', async () => {
    const anonymous = setup({ knownUid: null });
    await expect(anonymous.auth.checkSession()).resolves.toBeNull();
    expect(anonymous.loadBackend).not.toHaveBeenCalled();
    await expect(setup({ checkCookie: { status: 401 } }).auth.checkSession()).resolves.toBeNull();
  });
});
