import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-stone-600">Did you forget to add the page to the router?</p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-medium text-white"
      >
        {t('nav.home')}
      </Link>
    </div>
  );
}
