import { ChevronRight, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { DiarySettingsCard } from '../../diary/components/diary-settings-card';
import { LegalSettingsCard } from '../../legal/components/legal-settings-card';
import { MessageMailsCard } from '../../messages/components/message-mails-card';
import { LogoCard } from './logo-card';
import { SmtpCard } from './smtp-card';

/**
 * /settings: how the app behaves (the message e-mail, the diary) for everyone; logo, e-mail and
 * legal texts for admins. The profile, the language and the own data live on /account, which the
 * first line leads to, for anyone who looks for them here.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <Link
        to="/account"
        className="flex min-h-14 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <UserRound className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-stone-900">{t('account.link')}</span>
          <span className="block text-sm text-stone-600">{t('account.linkHint')}</span>
        </span>
        <ChevronRight className="h-5 w-5 shrink-0 text-stone-400" aria-hidden />
      </Link>
      {user?.isAdmin && <AdminSettingsTab />}
      <MessageMailsCard />
      <DiarySettingsCard />
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
