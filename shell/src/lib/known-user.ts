import type { AuthState, StorageKey, TypedStorage } from '../platform/contract';
import protocol from '../../server/pages/early-input-protocol.json';

/** SPEC §3 `uid`: named once, for the app and for the early-input capture script (which reads it raw). */
const SIGNED_IN_KEY = protocol.signedInKey as Extract<StorageKey, 'uid'>;

/** Who the visitor is, as far as the browser knows: the signed-in user, else the stored copies. */
export interface KnownUser {
  email: string | null;
  name: string | null;
  phone: string | null;
  uid: string | null;
}

export function knownUser(auth: Pick<AuthState, 'user'>, storage: TypedStorage): KnownUser {
  const { user } = auth;
  return {
    email: user?.email || storage.get('userEmail') || null,
    name: user?.displayName || storage.get('userName') || null,
    phone: user?.phoneNumber || storage.get('userPhone') || storage.get('userWhatsapp') || null,
    uid: user?.uid || storage.get('uid') || null,
  };
}

/**
 * Whether someone may be signed in on this browser, without loading the sign-in service: the SPEC §3
 * `uid` is stored when a user signs in (or a cookie session is found) and removed at sign-out. An
 * anonymous visitor has none, so no sign-in SDK and no cookie request are needed for them. The
 * early-input capture script decides the same way before hydration (a plan choice signed out).
 */
export function mayBeSignedIn(storage: TypedStorage): boolean {
  return Boolean(storage.get(SIGNED_IN_KEY));
}

/**
 * mayBeSignedIn from the stored text as it is, as the capture script reads it: for the shell's entry,
 * which runs before the storage module has loaded (reading never throws; blocked storage → false).
 */
export function mayBeSignedInHere(getBackend: () => Storage = () => window.localStorage): boolean {
  try {
    return Boolean(getBackend().getItem(SIGNED_IN_KEY));
  } catch {
    return false;
  }
}
