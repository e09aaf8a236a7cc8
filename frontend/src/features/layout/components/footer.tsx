import type { LegalPageName } from '@et/contracts';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n';

export const APP_VERSION = '1.1';

const linkClass =
  'inline-flex min-h-11 items-center rounded px-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The legal pages (contracts' LEGAL_PAGES, written out: the frame loads no schemas). */
const legalPages: readonly LegalPageName[] = ['impressum', 'datenschutz', 'nutzungsbedingungen'];

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    // Room at the bottom: the floating FAQ button must not cover the last links.
    <footer className="mt-auto border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 pt-4 pb-20 text-sm text-stone-500">
        <span>
          © {new Date().getFullYear()} {t('common:appName')}
        </span>
        <div className="flex flex-wrap items-center">
          {legalPages.map((page) => (
            <Link key={page} to={`/${page}`} className={linkClass}>
              {t(`legal:footer.${page}`)}
            </Link>
          ))}
          {/* The operator's contact details are the Impressum's (§ 5 DDG): one place to keep them. */}
          <Link to="/impressum#kontakt" className={linkClass}>
            {t('legal:footer.kontakt')}
          </Link>
          <Link
            to="/changelog"
            className={linkClass}
            aria-label={t('footer.versionLabel', { version: APP_VERSION })}
          >
            {t('footer.version', { version: APP_VERSION })}
          </Link>
        </div>
      </div>
    </footer>
  );
}
