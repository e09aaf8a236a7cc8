import type { Language } from '@et/contracts';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useSaveLanguage } from '../api/language';

/** Each language named in itself, so a person who cannot read the other one still finds theirs. */
const choices: Array<{ code: Language; name: string }> = [
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
];

/** The account's language: the app switches to it and e-mails are written in it. */
export function LanguageCard() {
  const { t, i18n } = useTranslation('settings');
  const { user } = useAuth();
  const save = useSaveLanguage();
  // The choice shows at once, in the same turn as the tap: the mutation's own state arrives a
  // turn later, and until then the radio would jump back (on a slow phone, visibly).
  const [picked, setPicked] = useState<Language | null>(null);
  if (!user) return null;

  const choose = (language: Language) => {
    setPicked(language);
    save.mutate(language, {
      onSettled: () => setPicked(null),
      onSuccess: async () => {
        await i18n.changeLanguage(language);
        // In the language just chosen (this render's `t` may still speak the one before).
        toast({ title: t('language.saved', { lng: language }) });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('language.failed'), description: errorText(error) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="language-title">{t('language.title')}</CardTitle>
        <p className="text-sm text-stone-600">{t('language.hint')}</p>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby="language-title" className="grid gap-2 sm:grid-cols-2">
          {choices.map(({ code, name }) => {
            const chosen = (picked ?? user.language) === code;
            return (
              <label
                key={code}
                lang={code}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 text-base',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  chosen ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900' : 'border-stone-300',
                )}
              >
                <input
                  type="radio"
                  name="language"
                  value={code}
                  checked={chosen}
                  disabled={picked !== null}
                  onChange={() => choose(code)}
                  className="h-5 w-5 accent-brand-700"
                />
                {name}
              </label>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}
