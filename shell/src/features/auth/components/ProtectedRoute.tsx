import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import type { PlatformAuth } from '../../../platform/contract';

type CookieSession = 'unknown' | 'valid' | 'invalid';

/**
 * SPEC §2: a spinner while the session is checked, then the page when the user is signed in (by the
 * sign-in service or by a valid auth cookie), otherwise a redirect to /login.
 */
export function ProtectedRoute({
  auth,
  onSession,
  children,
}: {
  auth: PlatformAuth;
  /** Told the uid as soon as the session is known (the shell starts reading the user record). */
  onSession?: (uid: string) => void;
  children: ReactNode;
}) {
  const { user, loading } = auth.useAuth();
  const [cookieSession, setCookieSession] = useState<CookieSession>('unknown');
  const needsCookieCheck = !loading && !user;
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (uid) onSession?.(uid);
  }, [onSession, uid]);

  useEffect(() => {
    if (!needsCookieCheck) return;
    let current = true;
    auth.checkSession().then(
      (identity) => {
        if (identity) onSession?.(identity.uid);
        if (current) setCookieSession(identity ? 'valid' : 'invalid');
      },
      () => current && setCookieSession('invalid'),
    );
    return () => {
      current = false;
    };
  }, [auth, needsCookieCheck, onSession]);

  if (loading) return <Spinner />;
  if (user) return <>{children}</>;
  if (cookieSession === 'unknown') return <Spinner />;
  if (cookieSession === 'valid') return <>{children}</>;
  return <Navigate to="/login" replace />;
}
