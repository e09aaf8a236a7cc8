import type { EnergyToken } from '@et/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useDiaryConsent, useDiaryEntries } from '../api/diary';
import { ConsentCard } from './consent-card';
import { EntryForm } from './entry-form';
import { EntryList } from './entry-list';
import { FrequencyChart } from './frequency-chart';
import { MonthCalendar } from './month-calendar';

/**
 * /diary: the form (after the consent), the insights (a calendar of each day's balance and the
 * balance per frequency, of `tokens`) and the entries. On a phone one column; on wide screens
 * insights aside. The app composes it with the tokens (app/diary-route.tsx).
 */
export default function DiaryPage({ tokens }: { tokens: UseQueryResult<EnergyToken[]> }) {
  const { t } = useTranslation('diary');
  const consent = useDiaryConsent();
  const entries = useDiaryEntries();
  const list = entries.data ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QueryView query={consent} isEmpty={false} empty={null}>
        {/* Phone: form, insights, entries. Wide: form and entries, insights beside them. */}
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="lg:col-start-1 lg:row-start-1">
            {consent.data?.consented ? <EntryForm /> : <ConsentCard />}
          </div>
          <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <MonthCalendar entries={list} />
            <FrequencyChart entries={list} tokens={tokens} />
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <EntryList />
          </div>
        </div>
      </QueryView>
    </div>
  );
}
