import { useTranslation } from '../../../lib/i18n';
import { LanguageCard } from './language-card';
import { MyDataCard } from './my-data-card';
import { ProfileCard } from './profile-card';

/**
 * /account ("Konto" in the user menu): everything about the person's own account in one place:
 * the profile (e-mail, password), the language, the data export and the account's deletion.
 * /settings keeps what changes how the app behaves (mails, diary; the site's settings for admins).
 */
export default function AccountPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('account.title')}</h1>
        <p className="mt-1 text-stone-600">{t('account.hint')}</p>
      </div>
      <ProfileCard />
      <LanguageCard />
      <MyDataCard />
    </div>
  );
}
