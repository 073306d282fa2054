import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import type { PlatformAuth } from '../../../platform/contract';

type CookieSession = 'unknown' | 'valid' | 'invalid';

/**
 * SPEC §2: a spinner while the session is checked, then the page when the user is signed in (by the
 * sign-in service or by a valid auth cookie), otherwise a redirect to /login.
 */
export function ProtectedRoute({ auth, children }: { auth: PlatformAuth; children: ReactNode }) {
  const { user, loading } = auth.useAuth();
  const [cookieSession, setCookieSession] = useState<CookieSession>('unknown');
  const needsCookieCheck = !loading && !user;

  useEffect(() => {
    if (!needsCookieCheck) return;
    let current = true;
    auth.checkSession().then(
      (identity) => current && setCookieSession(identity ? 'valid' : 'invalid'),
      () => current && setCookieSession('invalid'),
    );
    return () => {
      current = false;
    };
  }, [auth, needsCookieCheck]);

  if (loading) return <Spinner />;
  if (user) return <>{children}</>;
  if (cookieSession === 'unknown') return <Spinner />;
  if (cookieSession === 'valid') return <>{children}</>;
  return <Navigate to="/login" replace />;
}
