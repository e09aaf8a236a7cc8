import type { LegalPageName } from '@et/contracts';
import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { useLegalPage } from '../api/legal';
import { LegalText } from './legal-text';

/**
 * /impressum, /datenschutz and /nutzungsbedingungen: public, in the current language. An address
 * with a heading's anchor (the footer's `/impressum#kontakt`) scrolls to it once the text is there.
 */
export default function LegalPageView({ page }: { page: LegalPageName }) {
  const { t } = useTranslation('legal');
  const { user } = useAuth();
  const { hash } = useLocation();
  const localized = useLocalized();
  const legal = useLegalPage(page);
  const text = legal.data ? localized(legal.data, 'text') : '';
  useEffect(() => {
    if (!text || hash.length < 2) return;
    document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [text, hash]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{t(`${page}.title`)}</h1>
      {user?.isAdmin && legal.data?.isDefault && (
        <p
          className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
          role="note"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            {t('adminHint')}{' '}
            <Link to="/admin/settings" className="font-semibold underline">
              {t('adminHintLink')}
            </Link>
          </span>
        </p>
      )}
      <QueryView query={legal} isEmpty={!text} empty={t('empty')}>
        <Card className="p-5 sm:p-8">
          <LegalText text={text} />
        </Card>
      </QueryView>
    </div>
  );
}
