import {
  DEFAULT_SMTP_PORT,
  type SettingsEvent,
  sameSmtpConnection,
  settingsModels,
  type WebsiteSettingsDocument,
} from '@et/contracts';
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
  smtpVerifiedAt: null,
});

/**
 * The site's logo and outgoing-mail settings, one document. `smtpVerifiedAt` is set by a successful
 * check and cleared when the connection settings change (as the settings decider sees it).
 */
const SETTINGS_EVENTS = new Set<string>(['LogoChanged', 'WebsiteSettingsChanged', 'SmtpVerified']);

export const settingsProjection: Projection = {
  name: 'settings',
  version: 1,
  collections: [settingsModels.websiteSettings],
  async apply(recorded, ctx) {
    const event = recorded as unknown as SettingsEvent;
    // Every event passes here: only the settings' own read the document (once per batch was a
    // statement for each batch of redemptions).
    if (!SETTINGS_EVENTS.has(event.type)) return;
    const settings = ctx.collection(settingsModels.websiteSettings);
    const current = { ...emptySettings(), ...(await settings.get(1)) };
    let change: Partial<WebsiteSettingsDocument>;
    switch (event.type) {
      case 'LogoChanged':
        change = { logoUrl: event.data.logoUrl };
        break;
      case 'WebsiteSettingsChanged':
        change = {
          ...event.data,
          smtpVerifiedAt: sameSmtpConnection(current, event.data) ? current.smtpVerifiedAt : null,
        };
        break;
      case 'SmtpVerified':
        change = { smtpVerifiedAt: recorded.recordedAt };
        break;
      default:
        return;
    }
    await settings.upsert({ ...current, ...change, updatedAt: recorded.recordedAt });
  },
};
