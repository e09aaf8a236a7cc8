import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';

/** The dashboard frame; tokens, codes and the ring graphic arrive with their feature. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl space-y-2 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
      <p className="text-stone-600">{t('dashboard.welcome', { username: user?.username })}</p>
    </div>
  );
}
