import { REWARD_MINUTE_MS } from '@et/contracts/limits';
import { Gift } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import { withNumbers } from '../../../lib/numbers';
import { useRewardSession } from '../api/reward-session';

/**
 * How far the next reward is: a bar of the session minutes towards its unlock time, and the real
 * time left (a session minute passes every 15 s). Nothing when no reward is left to unlock.
 */
export function NextRewardHint() {
  const { t } = useTranslation('rewards');
  const { data } = useRewardSession();
  if (!data || data.nextUnlockMinutes === null) return null;
  const { minutes, nextUnlockMinutes: unlock } = data;
  const ready = minutes >= unlock;
  const secondsLeft = Math.max(0, unlock - minutes) * (REWARD_MINUTE_MS / 1000);
  const text = ready
    ? t('hint.ready')
    : secondsLeft < 60
      ? t('hint.soon')
      : withNumbers(t)('hint.in', { count: Math.ceil(secondsLeft / 60) });
  const percent = Math.min(100, Math.round((minutes / unlock) * 100));
  return (
    <section
      className="flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50/70 px-4 py-3"
      aria-label={t('hint.label')}
      data-testid="next-reward-hint"
    >
      <Gift className="h-5 w-5 shrink-0 text-amber-700" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="text-sm font-medium text-stone-800">{text}</p>
        <div
          className="h-1.5 overflow-hidden rounded-full bg-amber-100"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('hint.progress')}
        >
          <div
            className="h-full rounded-full bg-amber-500 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </section>
  );
}
