import { useApiResource } from '@busqy/platform-contract/remote';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '../../../platform/PlatformContext';
import { basicProfile, getUserProfile } from '../api/get-user-profile';
import type { UserProfile } from '../types/user-profile';

export type UserAreaState =
  | { status: 'loading' }
  | { status: 'loaded'; profile: UserProfile }
  /** No profile at all: 'Nenhum dado encontrado'. */
  | { status: 'empty' };

export const LOAD_ERROR = 'Erro ao carregar dados do usuário';

/**
 * SPEC §4 User area: the signed-in user (or, without one, the cookie session; neither → /login), their
 * record from the API, the basic sign-in data when the API fails, and logout.
 */
export function useUserArea() {
  const { auth, api, toast, navigation } = usePlatform();
  const { user, loading } = auth.useAuth();
  // Refetch when the signed-in account changes, not whenever the store hands out a new user object.
  const uid = user?.uid ?? null;
  const requestKey = loading ? null : `user:${uid ?? ''}`;
  // Once logout starts, the request stays the one on screen: the user turning null must not send the
  // page to /login (logout goes to /). undefined: not logging out.
  const [logoutKey, setLogoutKey] = useState<string | null>();
  const leaving = useRef(false);
  const loggingOut = logoutKey !== undefined;

  // null: neither a signed-in user nor a session.
  const profile = useApiResource(
    loggingOut ? logoutKey : requestKey,
    async (signal): Promise<UserProfile | null> => {
      const profileUid = auth.getState().user?.uid ?? (await auth.checkSession())?.uid;
      return profileUid === undefined ? null : getUserProfile(api, profileUid, signal);
    },
    {
      onError: (error) => {
        console.error(LOAD_ERROR, error);
        toast.show({ title: LOAD_ERROR, variant: 'destructive' });
      },
    },
  );
  const signedOut = profile.status === 'success' && profile.data === null;

  useEffect(() => {
    if (signedOut && !leaving.current) navigation.go('/login', { replace: true });
  }, [navigation, signedOut]);

  let state: UserAreaState = { status: 'loading' };
  if (profile.status === 'success' && profile.data !== null)
    state = { status: 'loaded', profile: profile.data };
  else if (profile.status === 'error')
    state = user ? { status: 'loaded', profile: basicProfile(user) } : { status: 'empty' };

  const logout = useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    setLogoutKey(requestKey);
    try {
      await auth.signOut();
    } catch (error) {
      console.error('Erro ao fazer logout', error);
      leaving.current = false;
      setLogoutKey(undefined);
      toast.show({ title: 'Erro ao fazer logout', variant: 'destructive' });
      return;
    }
    toast.show({ title: 'Logout realizado com sucesso', variant: 'success' });
    navigation.go('/', { replace: true });
  }, [auth, navigation, toast, requestKey]);

  return { state, logout, loggingOut };
}
