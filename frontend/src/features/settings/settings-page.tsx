import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { LogoCard } from './components/logo-card';
import { ProfileCard } from './components/profile-card';
import { SmtpCard } from './components/smtp-card';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <ProfileCard />
      {user?.isAdmin && (
        <>
          <LogoCard />
          <SmtpCard />
        </>
      )}
    </div>
  );
}

/** The admin settings tab: the site-wide cards only. */
export function AdminSettingsTab() {
  return (
    <div className="space-y-6">
      <LogoCard />
      <SmtpCard />
    </div>
  );
}
