import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { frequencyLook } from '../../../lib/frequency-colors';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { cn } from '../../../lib/utils';
import { useFrequencies } from '../api/frequencies';

/** /frequencies: every frequency with its name, description and colour in the current language. */
export default function FrequenciesPage() {
  const { t } = useTranslation('frequencies');
  const localized = useLocalized();
  const frequencies = useFrequencies();

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {frequencies.isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : frequencies.isError ? (
        <LoadError query={frequencies} message={t('loadFailed')} />
      ) : !frequencies.data?.length ? (
        <p className="py-16 text-center text-stone-500">{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {frequencies.data.map((frequency) => {
            const look = frequencyLook(frequency.color);
            return (
              <li key={frequency.id}>
                <Card
                  className={cn('h-full border-t-4 p-5', look.border)}
                  data-testid={`frequency-card-${frequency.id}`}
                >
                  <h2 className="flex items-center gap-2 text-lg font-semibold">
                    <span className={cn('h-3 w-3 shrink-0 rounded-full', look.dot)} aria-hidden />
                    <span className="min-w-0 break-words">{localized(frequency, 'name')}</span>
                  </h2>
                  <p className="mt-2 whitespace-pre-line text-stone-700">
                    {localized(frequency, 'description')}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
