import { REWARD_CHECK_EVERY_MINUTES, REWARD_MINUTE_MS } from '@et/contracts/limits';
import type { RewardImage, RewardSession } from '@et/contracts/rewards';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import i18n, { assertLoaded } from '../../../lib/i18n';
import { rewardKeys } from '../api/keys';
import { getAvailableRewards, markRewardViewed, reportSessionMinute } from '../api/reward-session';

// The dialog (and the image in it) loads when there is a reward to show, not with the first page.
const loadDialog = () => import('./reward-dialog');
const RewardDialog = lazy(() => loadDialog().then((m) => ({ default: m.RewardDialog })));

/**
 * The dialog's code and texts, fetched before a reward is shown and marked seen: on a weak
 * connection a chunk that does not arrive would otherwise hide the session (its error boundary)
 * with the reward already marked seen, never shown. Throws when they did not arrive.
 */
async function dialogReady(): Promise<void> {
  await Promise.all([loadDialog(), i18n.loadNamespaces('rewards')]);
  assertLoaded(['rewards']);
}

/** Spec 4: the session minutes are kept in local storage (the server's count is the truth). */
const storageKey = (userId: number) => `rewardSession:${userId}`;

function storedMinutes(userId: number): number {
  try {
    const minutes = Number(JSON.parse(localStorage.getItem(storageKey(userId)) ?? '{}').minutes);
    return Number.isInteger(minutes) && minutes >= 0 ? minutes : 0;
  } catch {
    return 0;
  }
}

/**
 * The reward session (spec 4): every 15 s it reports a minute (the server counts it when its own
 * clock allows); every two session minutes it asks for the rewards now available and shows the
 * first one, which is then marked seen. The next report waits 15 s from the last answer, so a slow
 * answer never makes two reports closer than the server's clock allows. A check that fails (no
 * connection, the dialog's code not loaded) is tried again with the next minute, not two later.
 */
export default function RewardSessionTimer({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const [reward, setReward] = useState<RewardImage | null>(null);
  const showing = useRef(false);
  // Mounted from the first reward on (so it can close with its animation).
  const [dialogUsed, setDialogUsed] = useState(false);
  if (reward && !dialogUsed) setDialogUsed(true);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let nextCheck = 0;
    let checking = false; // the first check (from the stored minutes) may still wait for its answer
    const check = async (minutes: number) => {
      if (minutes < nextCheck || showing.current || checking) return;
      checking = true;
      try {
        const [first] = await getAvailableRewards(minutes);
        if (first) await dialogReady();
        nextCheck = minutes + REWARD_CHECK_EVERY_MINUTES;
        if (stopped || !first) return;
        showing.current = true;
        setReward(first);
        await markRewardViewed(first.id);
        void queryClient.invalidateQueries({ queryKey: rewardKeys.session });
      } finally {
        checking = false;
      }
    };
    const tick = async () => {
      try {
        const { minutes } = await reportSessionMinute();
        localStorage.setItem(storageKey(userId), JSON.stringify({ minutes }));
        queryClient.setQueryData<RewardSession>(rewardKeys.session, (old) => old && { ...old, minutes });
        await check(minutes);
      } catch {
        // Offline or signed out: the next report tries again.
      }
      if (!stopped) timer = setTimeout(tick, REWARD_MINUTE_MS);
    };
    void check(storedMinutes(userId)).catch(() => {});
    timer = setTimeout(tick, REWARD_MINUTE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [userId, queryClient]);

  if (!dialogUsed) return null;
  return (
    <Suspense fallback={null}>
      <RewardDialog
        reward={reward}
        onClose={() => {
          showing.current = false;
          setReward(null);
        }}
      />
    </Suspense>
  );
}
