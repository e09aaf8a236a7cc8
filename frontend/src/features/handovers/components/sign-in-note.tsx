import { useTranslation } from '../../../lib/i18n';

/**
 * On /auth when a handover link sent the visitor there: what waits after the login. (No icon: the
 * icons live in the dashboard's chunk, which a visitor here does not need.)
 */
export default function HandoverSignInNote() {
  const { t } = useTranslation('handovers');
  return <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">{t('signInNote')}</p>;
}
