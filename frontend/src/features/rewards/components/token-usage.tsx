import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { withNumbers } from '../../../lib/numbers';
import { useUsageMinutes } from '../api/usage-minutes';

/** Re-renders once a minute while `on`, so an active token's minutes grow on screen. */
function useMinuteTick(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

/** "45 Min. aktiv" under an hour, "12 Std. aktiv" from then on. */
function usageText(t: TFunction, minutes: number): string {
  const tn = withNumbers(t);
  return minutes < 60
    ? tn('rewards:usage.minutes', { count: minutes })
    : tn('rewards:usage.hours', { count: Math.floor(minutes / 60) });
}

/** "insgesamt 12 Std. aktiv": the minutes of many tokens together (admin stats). */
export function UsageTotal({ minutes }: { minutes: number }) {
  const { t } = useTranslation('rewards');
  return <span data-testid="usage-total">{t('usage.total', { usage: usageText(t, minutes) })}</span>;
}

/** A token card's usage minutes: how long the token has been active, counting on while it is. */
export function TokenUsageMinutes({ tokenId }: { tokenId: number }) {
  const { t } = useTranslation('rewards');
  const { data, dataUpdatedAt } = useUsageMinutes();
  const usage = data?.tokens.find((entry) => entry.tokenId === tokenId);
  const now = useMinuteTick(!!usage?.isActive);
  if (!usage) return null;
  const grown = usage.isActive ? Math.max(0, Math.floor((now - dataUpdatedAt) / 60_000)) : 0;
  const minutes = usage.minutes + grown;
  return (
    <p className="flex items-center gap-1.5 text-sm text-stone-600" data-testid={`token-usage-${tokenId}`}>
      <Clock className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span title={t('usage.title')}>{usageText(t, minutes)}</span>
    </p>
  );
}
