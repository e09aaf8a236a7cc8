import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const versions = [
  { version: '1.1', date: '01.05.2025', changes: 'changelog.v11', current: true },
  { version: '1.0', date: '15.03.2025', changes: 'changelog.v10', current: false },
];

export default function ChangelogPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('changelog.title')}</h1>
      {versions.map((entry) => (
        <Card key={entry.version}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              {t('changelog.version', { version: entry.version })}
              {entry.current && <Badge>{t('changelog.current')}</Badge>}
            </CardTitle>
            <p className="text-sm text-stone-500">{entry.date}</p>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-stone-700">
              {(t(entry.changes, { returnObjects: true }) as string[]).map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
