import { DEFAULT_SMTP_PORT, type SettingsEvent, type WebsiteSettingsDocument } from '@et/contracts';
import type { Projection } from '../projection';

export const emptySettings = (): WebsiteSettingsDocument => ({
  id: 1,
  logoUrl: null,
  smtpHost: '',
  smtpPort: DEFAULT_SMTP_PORT,
  smtpUser: '',
  smtpPassEncrypted: null,
  smtpFrom: '',
  ringRequestEmails: '',
  updatedAt: null,
});

/** The site's logo and outgoing-mail settings, one document. */
export const settingsProjection: Projection = {
  name: 'settings',
  version: 1,
  collections: ['website_settings'],
  async apply(recorded, ctx) {
    const event = recorded as unknown as SettingsEvent;
    if (event.type !== 'WebsiteSettingsChanged' && event.type !== 'LogoChanged') return;
    const settings = ctx.collection<WebsiteSettingsDocument>('website_settings');
    const current = (await settings.get(1)) ?? emptySettings();
    const change = event.type === 'LogoChanged' ? { logoUrl: event.data.logoUrl } : event.data;
    await settings.upsert({ ...current, ...change, updatedAt: recorded.recordedAt });
  },
};
