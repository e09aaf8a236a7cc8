import { Hourglass } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n';

/** Stands in for an admin tab whose feature is not built yet. */
export function ComingSoon() {
  const { t } = useTranslation('admin');
  return (
    <Card className="flex items-center gap-3 p-6 text-stone-600">
      <Hourglass className="h-5 w-5 text-brand-600" aria-hidden />
      {t('comingSoon')}
    </Card>
  );
}
