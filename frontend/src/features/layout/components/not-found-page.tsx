import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../../../components/ui/button';

/** Any unknown path. Heading and text are the spec's, in English in both languages. */
export default function NotFoundPage() {
  const { t } = useTranslation('layout');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-stone-600">{t('notFound.text')}</p>
      <Link to="/" className={buttonVariants()}>
        {t('nav.home')}
      </Link>
    </div>
  );
}
