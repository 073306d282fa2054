import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { createFirebaseBackend } from './firebase-backend';

// A fake Firebase SDK: the adapter must call it the way ARCHITECTURE §4 says.
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({ kind: 'auth' })),
  connectAuthEmulator: jest.fn(),
  indexedDBLocalPersistence: { type: 'indexedDB' },
  browserLocalPersistence: { type: 'local' },
  onAuthStateChanged: jest.fn(() => () => undefined),
  signInWithEmailAndPassword: jest.fn(async () => ({ user: { uid: 'u1' } })),
  createUserWithEmailAndPassword: jest.fn(async () => ({ user: { uid: 'u2' } })),
  updateProfile: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
}));

const settings = { apiKey: 'key', authDomain: 'demo-busqy.firebaseapp.com', projectId: 'demo-busqy' };

beforeEach(() => jest.clearAllMocks());

describe('Firebase adapter', () => {
  test('initialises auth with IndexedDB then local persistence and no popup resolver', () => {
    createFirebaseBackend(settings);
    expect(initializeApp).toHaveBeenCalledWith(settings);
    expect(initializeAuth).toHaveBeenCalledWith(
      { name: '[DEFAULT]' },
      { persistence: [indexedDBLocalPersistence, browserLocalPersistence] },
    );
    expect(jest.mocked(initializeAuth).mock.calls[0]?.[1]).not.toHaveProperty('popupRedirectResolver');
    expect(connectAuthEmulator).not.toHaveBeenCalled();
  });

  test('connects to the Auth emulator when configured, without the warning banner', () => {
    createFirebaseBackend({ ...settings, authEmulatorUrl: 'http://127.0.0.1:9099' });
    expect(connectAuthEmulator).toHaveBeenCalledWith({ kind: 'auth' }, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  test('maps the actions onto the SDK; sign-up also sets the display name', async () => {
    const backend = createFirebaseBackend(settings);
    const listener = jest.fn();
    backend.onAuthStateChanged(listener);
    expect(onAuthStateChanged).toHaveBeenCalledWith({ kind: 'auth' }, listener);

    await expect(backend.signIn('ana@example.com', 'x')).resolves.toEqual({ uid: 'u1' });
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith({ kind: 'auth' }, 'ana@example.com', 'x');

    await expect(backend.signUp('caio@example.com', 'y', 'Caio')).resolves.toEqual({ uid: 'u2' });
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith({ kind: 'auth' }, 'caio@example.com', 'y');
    expect(updateProfile).toHaveBeenCalledWith({ uid: 'u2' }, { displayName: 'Caio' });

    await backend.signOut();
    expect(signOut).toHaveBeenCalledWith({ kind: 'auth' });
  });
});
