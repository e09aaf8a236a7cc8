import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth';

// Its own chunk, loaded once someone is signed in: the first page stays light.
const RewardSessionTimer = lazy(() => import('./reward-session'));

/** The reward session for the signed-in user (not for an admin acting as someone). */
export function RewardSessionMount() {
  const { user } = useAuth();
  if (!user || user.impersonator) return null;
  return (
    <Suspense fallback={null}>
      <RewardSessionTimer key={user.id} userId={user.id} />
    </Suspense>
  );
}
