import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadError } from '../components/load-error';
import { PageSpinner } from '../components/ui/spinner';
import { signInPath } from '../features/auth/api/sign-in-target';
import { isConnectionError } from '../lib/api';
import { useAuth, userQuery } from '../lib/auth';

/**
 * Login required: a spinner while the session loads, else to /auth and back afterwards (after a
 * logout or deleting the own account just /auth, whichever page was still on screen). A session
 * that could not be asked for (no connection) is no logout: "Keine Verbindung …" and a retry
 * instead of the login form; it is asked again by itself once the browser is back online.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading, endedHere } = useAuth();
  const session = useQuery(userQuery);
  const location = useLocation();
  // The page comes in a deferred render once the session is known: there its code may still be
  // loading (a lazy page) without the route's spinner being put up as a Suspense fallback first,
  // which React keeps for at least 300 ms even when the code arrives right after (Lighthouse: the
  // dashboard's first paint 300 ms after the frame's).
  const loading = useDeferredValue(isLoading, true);
  if (loading) return <PageSpinner />;
  if (!user && isConnectionError(session.error)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <LoadError query={session} />
      </div>
    );
  }
  if (!user) {
    return <Navigate to={endedHere ? '/auth' : signInPath(location)} replace />;
  }
  return <>{children}</>;
}

/** Admins only; other signed-in users go to the dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <RequireUser>{user && !user.isAdmin ? <Navigate to="/" replace /> : children}</RequireUser>;
}
