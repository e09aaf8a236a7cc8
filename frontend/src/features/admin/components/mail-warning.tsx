import { ChevronRight, MailWarning as MailWarningIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n';
import type { AdminTabId } from '../admin-tabs';
import { useSetupStatus } from '../api/setup-status';

/**
 * While no SMTP server is set up, reset links and notifications wait (users are still told a
 * reset mail is on its way, so as not to reveal accounts): the admin must know. Amber and first on
 * the page, but short: one sentence, one tap target leading to the mail settings.
 */
export function MailWarning({ onOpenTab }: { onOpenTab: (tab: AdminTabId) => void }) {
  const { t } = useTranslation('admin');
  const { data } = useSetupStatus();
  if (!data || data.mailConfigured) return null;
  return (
    <div role="status" data-testid="mail-warning">
      <Link
        to="/admin/settings"
        onClick={() => onOpenTab('settings')}
        className="flex min-h-11 items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4"
      >
        <span className="min-w-0 flex-1 text-sm leading-snug">
          {/* In the line, not beside it: the text keeps the width for two lines on a phone. */}
          <MailWarningIcon className="mr-1.5 -mt-0.5 inline h-5 w-5 text-amber-700" aria-hidden />
          <strong className="font-semibold">{t('mailWarning.title')}</strong>{' '}
          <span>{t('mailWarning.text')}</span>
        </span>
        <span className="shrink-0 text-sm font-medium text-brand-800 underline underline-offset-2 max-sm:sr-only">
          {t('mailWarning.link')}
        </span>
        <ChevronRight className="h-4 w-4 shrink-0 text-amber-800" aria-hidden />
      </Link>
    </div>
  );
}
