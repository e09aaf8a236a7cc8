import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { signInPath } from '../features/auth/api/sign-in-target';
import { useAuth } from '../lib/auth';

/**
 * Login required: a spinner while the session loads, else to /auth and back afterwards (after a
 * logout or deleting the own account just /auth, whichever page was still on screen).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading, endedHere } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
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
