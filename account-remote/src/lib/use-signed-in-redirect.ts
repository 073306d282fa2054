import { useEffect } from 'react';
import { usePlatform } from '../platform/PlatformContext';

export const USER_AREA = '/area-usuario';

/**
 * Sends a visitor who is already signed in to the user area, once the first auth result is known.
 * `busy` says a submit of this page is signing the user in; its own navigation then wins.
 */
export function useSignedInRedirect(busy: () => boolean) {
  const { auth, navigation } = usePlatform();
  const { user, loading } = auth.useAuth();
  useEffect(() => {
    if (!loading && user && !busy()) navigation.go(USER_AREA, { replace: true });
  }, [loading, user, navigation, busy]);
}
