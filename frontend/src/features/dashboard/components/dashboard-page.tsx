import { Coins, Radio, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber, withNumbers } from '../../../lib/numbers';
import { cn } from '../../../lib/utils';

export interface DashboardStats {
  /** Undefined while loading. */
  tokens: number | undefined;
  activeTokens: number | undefined;
  frequencies: number | undefined;
}

function StatCard({
  icon,
  label,
  value,
  testId,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: number | undefined;
  testId: string;
  className?: string;
}) {
  return (
    <Card className={cn('flex h-full items-center gap-4 p-3 sm:p-5', className)}>
      <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 sm:flex">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs leading-tight text-stone-600 sm:text-sm">{label}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {value === undefined ? '–' : formatNumber(value)}
        </p>
      </div>
    </Card>
  );
}

/**
 * The dashboard frame: title, welcome line and stat cards. The app passes in what fills it
 * (code entry, token list, onboarding) since features do not import each other.
 */
export function DashboardPage({
  stats,
  codeEntry,
  tokens,
  overlay,
}: {
  stats: DashboardStats;
  codeEntry: ReactNode;
  tokens: ReactNode;
  /** Drawers and dialogs that belong to the page (the onboarding). */
  overlay?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('title')} subtitle={t('welcome', { username: user?.username })} />
      <section className="grid grid-cols-3 gap-2 sm:gap-4" aria-label={t('stats')}>
        <StatCard
          icon={<Coins className="h-6 w-6" aria-hidden />}
          label={t('statTokens')}
          value={stats.tokens}
          testId="stat-tokens"
        />
        <Link
          to="/frequencies"
          className="group rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-label={withNumbers(t)('statFrequenciesLink', { count: stats.frequencies ?? 0 })}
        >
          <StatCard
            icon={<Radio className="h-6 w-6" aria-hidden />}
            label={t('statFrequencies')}
            value={stats.frequencies}
            testId="stat-frequencies"
            className="transition-colors group-hover:border-brand-300 group-hover:bg-brand-50"
          />
        </Link>
        <StatCard
          icon={<Sparkles className="h-6 w-6" aria-hidden />}
          label={t('statActive')}
          value={stats.activeTokens}
          testId="stat-active-tokens"
        />
      </section>
      {codeEntry}
      {tokens}
      {overlay}
    </div>
  );
}
