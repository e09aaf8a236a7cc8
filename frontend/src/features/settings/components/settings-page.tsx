import { ChevronRight, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { LogoCard } from './logo-card';
import { SmtpCard } from './smtp-card';

/**
 * /settings: how the app behaves for everyone (`children`: the features' cards, such as the
 * message e-mail and the diary); the site's settings (`site`: logo, e-mail, legal texts) for
 * admins. The profile, the language and the own data live on /account, which the first line leads
 * to, for anyone who looks for them here. The app composes it (app/settings-route.tsx).
 */
export function SettingsPage({ site, children }: { site: ReactNode; children?: ReactNode }) {
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
      {user?.isAdmin && site}
      {children}
    </div>
  );
}

/** The site-wide cards: the logo, the e-mail server, and what the app adds (the legal texts). */
export function SiteSettings({ children }: { children?: ReactNode }) {
  return (
    <div className="space-y-6">
      <LogoCard />
      <SmtpCard />
      {children}
    </div>
  );
}
