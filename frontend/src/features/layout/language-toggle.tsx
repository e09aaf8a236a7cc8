import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';

/** DE/EN switch; the choice is also stored with the account (e-mails use it). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const current = i18n.language?.startsWith('en') ? 'en' : 'de';
  const next = current === 'de' ? 'en' : 'de';
  return (
    <button
      type="button"
      onClick={() => {
        void i18n.changeLanguage(next);
        if (user) void api.patch('/api/user/language', { language: next }).catch(() => {});
      }}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={t('nav.switchLanguage')}
    >
      <span className={current === 'de' ? 'text-brand-800' : 'text-stone-400'}>DE</span>
      <span aria-hidden>/</span>
      <span className={current === 'en' ? 'text-brand-800' : 'text-stone-400'}>EN</span>
    </button>
  );
}
