import { currentLanguage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { saveAccountLanguage } from '../api/language';

const languages = [
  { code: 'de', text: 'DE', title: 'Deutsch' },
  { code: 'en', text: 'EN', title: 'English' },
] as const;

/**
 * DE/EN: two pressed-or-not buttons named by their visible text (label in name, WCAG 2.5.3), each
 * marked with its own language; for a signed-in user the choice is also stored with the account.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  const { user } = useAuth();
  const current = currentLanguage();
  return (
    <div role="group" aria-label={t('nav.language')} className={cn('flex items-center', className)}>
      {languages.map(({ code, text, title }) => (
        <button
          key={code}
          type="button"
          lang={code}
          title={title}
          aria-pressed={current === code}
          onClick={() => {
            if (current === code) return;
            void i18n.changeLanguage(code);
            if (user) void saveAccountLanguage(code);
          }}
          className={cn(
            'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold',
            'hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600',
            current === code ? 'text-brand-800 underline decoration-2 underline-offset-4' : 'text-stone-600',
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
