import type { AuthState, TypedStorage } from '../platform/contract';

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
