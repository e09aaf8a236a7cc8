import { DiarySettingsCard } from '../features/diary/components/diary-settings-card';
import { LegalSettingsCard } from '../features/legal/components/legal-settings-card';
import { MessageMailsCard } from '../features/messages/components/message-mails-card';
import { SettingsPage, SiteSettings } from '../features/settings/components/settings-page';

/** The site-wide cards (logo, e-mail, legal texts): also the admin page's settings tab. */
export function AdminSettingsTab() {
  return (
    <SiteSettings>
      <LegalSettingsCard />
    </SiteSettings>
  );
}

/** /settings: the site's cards for admins, then each feature's own (the message e-mail, the diary). */
export default function SettingsRoute() {
  return (
    <SettingsPage site={<AdminSettingsTab />}>
      <MessageMailsCard />
      <DiarySettingsCard />
    </SettingsPage>
  );
}
