import type { LoadAuthBackend } from '../types';

/** Loads the Firebase SDK in its own chunk, on demand. */
export const loadFirebaseBackend: LoadAuthBackend = async (settings) => {
  const { createFirebaseBackend } = await import(/* webpackChunkName: "firebase" */ './firebase-backend');
  return createFirebaseBackend(settings);
};
