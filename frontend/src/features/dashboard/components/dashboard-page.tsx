import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth';

/** The dashboard frame; stat cards, tokens and the ring graphic arrive with their features. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('dashboard.title')}</h1>
        <p className="text-stone-600">{t('dashboard.welcome', { username: user?.username })}</p>
      </div>
      <Card className="flex items-start gap-4 bg-gradient-to-br from-brand-50 to-white p-6">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <Sparkles className="h-6 w-6" aria-hidden />
        </span>
        <p className="text-stone-700">{t('dashboard.intro')}</p>
      </Card>
    </div>
  );
}
