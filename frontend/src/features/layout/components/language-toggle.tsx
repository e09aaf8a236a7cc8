import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/utils';
import { saveAccountLanguage } from '../api/language';

/** DE/EN switch; for a signed-in user the choice is also stored with the account. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  const { user } = useAuth();
  const current = currentLanguage();
  const next = current === 'de' ? 'en' : 'de';
  return (
    <button
      type="button"
      onClick={() => {
        void i18n.changeLanguage(next);
        if (user) void saveAccountLanguage(next);
      }}
      className={cn(
        'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-stone-700',
        'hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
      aria-label={t('nav.switchLanguage')}
      title={t('nav.switchLanguage')}
    >
      <span className={current === 'de' ? 'text-brand-800' : 'text-stone-400'}>DE</span>
      <span aria-hidden className="text-stone-300">
        /
      </span>
      <span className={current === 'en' ? 'text-brand-800' : 'text-stone-400'}>EN</span>
    </button>
  );
}
