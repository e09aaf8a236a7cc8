import type { DiaryEntry, EnergyToken } from '@et/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { frequencyLook } from '../../../lib/frequency-colors';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { formatNumber, withNumbers } from '../../../lib/numbers';
import { cn } from '../../../lib/utils';
import { useTokenActivities } from '../api/diary';
import { type FrequencyBalance, frequencyBalances, localDay } from '../insights';

/**
 * Per frequency of the active tokens: positive strengths to the right, negative to the left of a
 * middle line, over the last 30 days. Plain SVG: no chart library for two bars a row.
 */
export function FrequencyChart({
  entries,
  tokens,
}: {
  entries: readonly DiaryEntry[];
  /** The person's energy tokens (the app passes the tokens' query). */
  tokens: UseQueryResult<EnergyToken[]>;
}) {
  const { t } = useTranslation('diary');
  const activities = useTokenActivities();
  const rows = useMemo(
    () => frequencyBalances(entries, tokens.data ?? [], activities.data ?? [], localDay(new Date())),
    [entries, tokens.data, activities.data],
  );
  const scale = Math.max(1, ...rows.flatMap((row) => [row.positive, row.negative]));
  const loading = {
    isLoading: tokens.isLoading || activities.isLoading,
    isError: tokens.isError || activities.isError,
    isFetching: tokens.isFetching || activities.isFetching,
    error: tokens.error ?? activities.error,
    refetch: () => Promise.all([tokens.refetch(), activities.refetch()]),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('chart.title')}</CardTitle>
        <p className="text-sm text-stone-600">{t('chart.hint')}</p>
      </CardHeader>
      <CardContent>
        <QueryView query={loading} isEmpty={rows.length === 0} empty={t('chart.empty')}>
          <ul className="space-y-4" data-testid="diary-frequency-chart">
            {rows.map((row) => (
              <BalanceRow key={row.frequencyId} row={row} scale={scale} />
            ))}
          </ul>
          <div className="mt-4 flex justify-between text-xs text-stone-600">
            <span className="flex items-center gap-1.5">
              <span className="h-3 w-3 rounded bg-rose-500" aria-hidden />
              {t('chart.negative')}
            </span>
            <span className="flex items-center gap-1.5">
              {t('chart.positive')}
              <span className="h-3 w-3 rounded bg-emerald-500" aria-hidden />
            </span>
          </div>
        </QueryView>
      </CardContent>
    </Card>
  );
}

const WIDTH = 300;
const HEIGHT = 24;
const MIDDLE = WIDTH / 2;

function BalanceRow({ row, scale }: { row: FrequencyBalance; scale: number }) {
  const { t } = useTranslation('diary');
  const localized = useLocalized();
  const name = row.frequency ? localized(row.frequency, 'name') : t('chart.unknownFrequency');
  const tn = withNumbers(t);
  const entries = tn('chart.entries', { count: row.count });
  const negative = (row.negative / scale) * MIDDLE;
  const positive = (row.positive / scale) * MIDDLE;
  return (
    <li>
      <p className="mb-1 flex items-center justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          <span
            className={cn('h-3 w-3 shrink-0 rounded-full', frequencyLook(row.frequency?.color).dot)}
            aria-hidden
          />
          <span className="truncate">{name}</span>
        </span>
        <span className="shrink-0 text-stone-500">{entries}</span>
      </p>
      <div className="flex items-center gap-2">
        <span className="w-8 shrink-0 text-right text-sm font-semibold text-rose-800 tabular-nums">
          −{formatNumber(row.negative)}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-6 min-w-0 flex-1"
          role="img"
          aria-label={tn('chart.summary', { name, positive: row.positive, negative: row.negative, entries })}
        >
          <rect x={0} y={2} width={WIDTH} height={HEIGHT - 4} rx={4} className="fill-stone-100" />
          <rect x={MIDDLE - negative} y={2} width={negative} height={HEIGHT - 4} className="fill-rose-500" />
          <rect x={MIDDLE} y={2} width={positive} height={HEIGHT - 4} className="fill-emerald-500" />
          <line
            x1={MIDDLE}
            x2={MIDDLE}
            y1={0}
            y2={HEIGHT}
            className="stroke-stone-500"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <span className="w-8 shrink-0 text-sm font-semibold text-emerald-800 tabular-nums">
          +{formatNumber(row.positive)}
        </span>
      </div>
    </li>
  );
}
