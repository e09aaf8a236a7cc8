import { CircleHelp } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';

/** The spec's floating FAQ button, bottom right, for signed-in users (not on the FAQ itself). */
export function FaqButton() {
  // The frame's copy (vite-frame-texts.ts): the FAQ's texts load with the FAQ page.
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || pathname === '/faq' || pathname.startsWith('/admin')) return null;
  return (
    <Link
      to="/faq"
      aria-label={t('faq:frame.openFaq')}
      title={t('faq:frame.openFaq')}
      className="fixed right-4 bottom-4 z-20 flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden"
    >
      <CircleHelp className="h-6 w-6" aria-hidden />
    </Link>
  );
}
