import { MailWarning as MailWarningIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n';
import type { AdminTabId } from '../admin-tabs';
import { useSetupStatus } from '../api/setup-status';

/**
 * While no SMTP server is set up, reset links and notifications wait (users are still told a
 * reset mail is on its way, so as not to reveal accounts): the admin must know.
 */
export function MailWarning({ onOpenTab }: { onOpenTab: (tab: AdminTabId) => void }) {
  const { t } = useTranslation('admin');
  const { data } = useSetupStatus();
  if (!data || data.mailConfigured) return null;
  return (
    <div
      role="status"
      data-testid="mail-warning"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <MailWarningIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
      <p className="min-w-0 text-sm sm:text-base">
        {t('mailWarning.text')}{' '}
        <Link
          to="/admin/settings"
          onClick={() => onOpenTab('settings')}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          {t('mailWarning.link')}
        </Link>
      </p>
    </div>
  );
}
