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

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * SPEC §4 User area: the signed-in user (or, without one, the cookie session; neither → /login), their
 * record from the API, the basic sign-in data when the API fails, and logout.
 */
export function useUserArea() {
  const { auth, api, toast, navigation } = usePlatform();
  const { user, loading } = auth.useAuth();
  const [state, setState] = useState<UserAreaState>({ status: 'loading' });
  const [loggingOut, setLoggingOut] = useState(false);
  // Once logout starts, the user turning null must not send the page to /login (logout goes to /).
  const leaving = useRef(false);
  // Refetch when the signed-in account changes, not whenever the store hands out a new user object.
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (loading || leaving.current) return;
    const controller = new AbortController();
    let current = true;

    async function load(): Promise<void> {
      const signedIn = auth.getState().user;
      let profileUid = signedIn?.uid ?? null;
      if (profileUid === null) {
        const identity = await auth.checkSession();
        if (!current || leaving.current) return;
        if (identity === null) {
          navigation.go('/login', { replace: true });
          return;
        }
        profileUid = identity.uid;
      }
      setState({ status: 'loading' });
      try {
        const profile = await getUserProfile(api, profileUid, controller.signal);
        if (current) setState({ status: 'loaded', profile });
      } catch (error) {
        if (!current || isAbort(error)) return;
        console.error(LOAD_ERROR, error);
        toast.show({ title: LOAD_ERROR, variant: 'destructive' });
        setState(signedIn ? { status: 'loaded', profile: basicProfile(signedIn) } : { status: 'empty' });
      }
    }

    void load();
    return () => {
      current = false;
      controller.abort();
    };
  }, [api, auth, loading, navigation, toast, uid]);

  const logout = useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    setLoggingOut(true);
    try {
      await auth.signOut();
    } catch (error) {
      console.error('Erro ao fazer logout', error);
      leaving.current = false;
      setLoggingOut(false);
      toast.show({ title: 'Erro ao fazer logout', variant: 'destructive' });
      return;
    }
    toast.show({ title: 'Logout realizado com sucesso', variant: 'success' });
    navigation.go('/', { replace: true });
  }, [auth, navigation, toast]);

  return { state, logout, loggingOut };
}
