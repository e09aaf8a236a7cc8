import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { DiarySettingsCard } from '../../diary/components/diary-settings-card';
import { LegalSettingsCard } from '../../legal/components/legal-settings-card';
import { MessageMailsCard } from '../../messages/components/message-mails-card';
import { LogoCard } from './logo-card';
import { MyDataCard } from './my-data-card';
import { ProfileCard } from './profile-card';
import { SmtpCard } from './smtp-card';

/** /settings: the profile and my data for everyone; logo and e-mail settings for admins. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <ProfileCard />
      {user?.isAdmin && <AdminSettingsTab />}
      <MessageMailsCard />
      <DiarySettingsCard />
      <MyDataCard />
    </div>
  );
}

/** The site-wide cards: also the admin page's settings tab. */
export function AdminSettingsTab() {
  return (
    <div className="space-y-6">
      <LogoCard />
      <SmtpCard />
      <LegalSettingsCard />
    </div>
  );
}
