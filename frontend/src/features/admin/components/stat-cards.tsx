import { KeyRound, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber, withNumbers } from '../../../lib/numbers';
import { useAdminStats } from '../api/admin-stats';

function StatCard({
  icon,
  label,
  value,
  detail,
  extra,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: number | undefined;
  detail?: string;
  /** One more line under the detail, on wider screens (ring codes; usage minutes of all tokens). */
  extra?: ReactNode;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-5">
      <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 lg:flex">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-stone-600 sm:text-sm">{label}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {value === undefined ? '–' : formatNumber(value)}
        </p>
        {detail && <p className="text-xs text-stone-500">{detail}</p>}
        {extra && <p className="text-xs text-stone-500 max-sm:hidden">{extra}</p>}
      </div>
    </Card>
  );
}

/**
 * Users; codes (available and used; ring codes and rings); active energy tokens (of all tokens,
 * and `usageTotal`, the app's line for their usage minutes together).
 */
export function StatCards({ usageTotal }: { usageTotal?: (minutes: number) => ReactNode }) {
  const { t } = useTranslation('admin');
  const tn = withNumbers(t);
  const stats = useAdminStats();
  const { data } = stats;
  if (stats.isError) return <LoadError query={stats} message={t('stats.loadFailed')} />;
  return (
    <section className="grid grid-cols-3 gap-2 sm:gap-4" aria-label={t('stats.label')}>
      <StatCard
        icon={<Users className="h-6 w-6" aria-hidden />}
        label={t('stats.users')}
        value={data?.users}
        testId="stat-users"
      />
      <StatCard
        icon={<KeyRound className="h-6 w-6" aria-hidden />}
        label={t('stats.codes')}
        value={data?.codes.total}
        detail={data ? tn('stats.codesDetail', data.codes) : undefined}
        extra={data && tn('stats.ringsDetail', { ...data.ringCodes, activeRings: data.activeRings })}
        testId="stat-codes"
      />
      <StatCard
        icon={<Sparkles className="h-6 w-6" aria-hidden />}
        label={t('stats.activeTokens')}
        value={data?.activeTokens}
        detail={data ? tn('stats.activeTokensDetail', { tokens: data.tokens }) : undefined}
        extra={data && usageTotal?.(data.usageMinutes)}
        testId="stat-active-tokens"
      />
    </section>
  );
}
