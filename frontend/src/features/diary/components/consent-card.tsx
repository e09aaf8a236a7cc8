import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useSetConsent } from '../api/diary';

/**
 * Explicit consent before the first entry (GDPR Art. 9(2)(a)): what is stored and why, a
 * checkbox of its own, nothing ticked in advance. Recorded as an event in the person's stream.
 */
export function ConsentCard() {
  const { t } = useTranslation('diary');
  const consent = useSetConsent();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();

  return (
    <Card className="border-brand-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          {t('consent.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-stone-700">{t('consent.intro')}</p>
        <ul className="list-disc space-y-2 pl-5 text-sm text-stone-700">
          <li>{t('consent.what')}</li>
          <li>{t('consent.why')}</li>
          <li>{t('consent.who')}</li>
          <li>{t('consent.rights')}</li>
        </ul>
        <label
          htmlFor={checkboxId}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
        >
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <span className="text-sm font-medium text-stone-800">{t('consent.checkbox')}</span>
        </label>
        <Button
          className="w-full sm:w-auto"
          disabled={!agreed || consent.isPending}
          aria-busy={consent.isPending}
          onClick={() =>
            consent.mutate(true, {
              onError: (error) =>
                toast({ variant: 'destructive', title: t('consent.failed'), description: errorText(error) }),
            })
          }
        >
          {t('consent.accept')}
        </Button>
      </CardContent>
    </Card>
  );
}
