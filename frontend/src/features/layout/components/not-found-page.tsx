import { Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';

/** Any unknown path, in the reader's language with a way home (design.md reading 10). */
export default function NotFoundPage() {
  const { t } = useTranslation('layout');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-stone-600">{t('notFound.text')}</p>
      <Link to="/" className={buttonVariants()}>
        <Home className="h-4 w-4" aria-hidden />
        {t('notFound.home')}
      </Link>
    </div>
  );
}
