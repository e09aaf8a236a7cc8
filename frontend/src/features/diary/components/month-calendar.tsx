import type { DiaryEntry } from '@et/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n';
import { withNumbers } from '../../../lib/numbers';
import { cn } from '../../../lib/utils';
import { type DayBalance, dayBalances, formatDay, localDay, monthWeeks } from '../insights';

/** The colour of a day's balance: greener the more positive, redder the more negative. */
function dayColour(day: DayBalance | undefined): string {
  if (!day) return 'bg-stone-50 text-stone-500';
  if (day.balance === 0) return 'bg-amber-100 text-amber-950';
  const strong = Math.abs(day.balance) >= 6;
  const medium = Math.abs(day.balance) >= 3;
  if (day.balance > 0)
    return strong
      ? 'bg-emerald-600 text-white'
      : medium
        ? 'bg-emerald-300 text-emerald-950'
        : 'bg-emerald-100 text-emerald-950';
  return strong
    ? 'bg-rose-600 text-white'
    : medium
      ? 'bg-rose-300 text-rose-950'
      : 'bg-rose-100 text-rose-950';
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A month of days coloured by their balance (positive minus negative strengths), month by month. */
export function MonthCalendar({ entries }: { entries: readonly DiaryEntry[] }) {
  const { t, i18n } = useTranslation('diary');
  const now = new Date();
  const [month, setMonth] = useState({ year: now.getFullYear(), index: now.getMonth() });
  const balances = useMemo(() => dayBalances(entries), [entries]);
  const weeks = monthWeeks(month.year, month.index);
  const locale = i18n.language?.startsWith('en') ? 'en-GB' : 'de-DE';
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(month.year, month.index, 1),
  );
  // 2024-01-01 was a Monday: the weekday names from Monday on.
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(2024, 0, 1 + i)),
  );
  const isCurrentMonth = month.year === now.getFullYear() && month.index === now.getMonth();
  const today = localDay(now);
  const step = (delta: number) =>
    setMonth(({ year, index }) => {
      const moved = new Date(year, index + delta, 1);
      return { year: moved.getFullYear(), index: moved.getMonth() };
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('calendar.title')}</CardTitle>
        <p className="text-sm text-stone-600">{t('calendar.hint')}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <Button variant="ghost" size="icon" aria-label={t('calendar.previous')} onClick={() => step(-1)}>
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </Button>
          <p className="font-semibold capitalize" aria-live="polite" data-testid="diary-calendar-month">
            {title}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.next')}
            disabled={isCurrentMonth}
            onClick={() => step(1)}
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </Button>
        </div>
        <table className="w-full table-fixed border-separate border-spacing-1" data-testid="diary-calendar">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {weekdays.map((name) => (
                <th key={name} scope="col" className="text-xs font-medium text-stone-500">
                  {name.replace('.', '')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((day, i) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: the empty cells of a week are positions
                  if (!day) return <td key={`empty-${i}`} />;
                  const balance = balances.get(day);
                  const date = formatDay(day);
                  const label = balance
                    ? withNumbers(t)('calendar.day', {
                        date,
                        balance: signed(balance.balance),
                        count: balance.count,
                      })
                    : t('calendar.dayEmpty', { date });
                  return (
                    <td key={day} className="p-0">
                      <div
                        className={cn(
                          'flex aspect-square flex-col items-center justify-center rounded-lg text-sm',
                          dayColour(balance),
                          day === today && 'ring-2 ring-brand-700',
                        )}
                        title={label}
                        aria-label={label}
                        data-balance={balance?.balance}
                        data-day={day}
                        role="img"
                      >
                        <span className="font-medium">{Number(day.slice(8))}</span>
                        {balance && (
                          <span className="text-[10px] leading-none">{signed(balance.balance)}</span>
                        )}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
          <li className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded bg-emerald-300" aria-hidden />
            {t('calendar.legendPositive')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded bg-amber-100" aria-hidden />
            {t('calendar.legendEven')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded bg-rose-300" aria-hidden />
            {t('calendar.legendNegative')}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
