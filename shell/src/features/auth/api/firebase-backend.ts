// The only module that imports the Firebase SDK. It is loaded with a dynamic import (its own chunk)
// after first paint, so the SDK is not part of the initial JavaScript of any page.
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
import type { AuthBackend, FirebaseSettings } from '../types';

export function createFirebaseBackend(settings: FirebaseSettings): AuthBackend {
  const app = initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
  });
  // initializeAuth instead of getAuth: no popupRedirectResolver, so Google's scripts never load.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (settings.authEmulatorUrl) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
  }

  return {
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, listener),
    async signIn(email, password) {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      return credential.user;
    },
    async signUp(email, password, displayName) {
      const credential = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(credential.user, { displayName });
      return credential.user;
    },
    signOut: () => signOut(auth),
  };
}
