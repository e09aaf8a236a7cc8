import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n';

/** Newest first; the current version is marked. Dates are dd.MM.yyyy. */
const versions = [
  { version: '1.1', date: '01.05.2025', changes: 'v11', current: true },
  { version: '1.0', date: '15.03.2025', changes: 'v10', current: false },
] as const;

export default function ChangelogPage() {
  const { t } = useTranslation('changelog');
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <ol className="space-y-4">
        {versions.map((entry) => (
          <li key={entry.version}>
            <Card className={entry.current ? 'border-brand-300' : undefined}>
              <CardHeader>
                <CardTitle className="flex flex-wrap items-center gap-2">
                  {t('version', { version: entry.version })}
                  {entry.current && <Badge>{t('current')}</Badge>}
                </CardTitle>
                <p className="text-sm text-stone-500">
                  <time>{entry.date}</time>
                </p>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-1 pl-5 text-stone-700">
                  {(t(entry.changes, { returnObjects: true }) as string[]).map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
