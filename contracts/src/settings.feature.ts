import { defineFeature, type LiveRule } from './feature';
import type { SettingsEvent } from './settings';

const settingsChanged: ReadonlyArray<LiveRule> = [{ to: 'everyone', message: { type: 'SETTINGS_CHANGED' } }];

export const settingsFeature = defineFeature<SettingsEvent>({
  name: 'settings',
  events: {
    // Never the (encrypted) password, nor the addresses ring requests go to.
    WebsiteSettingsChanged: {
      audit: ['smtpHost', 'smtpPort', 'smtpUser', 'smtpFrom'],
      live: settingsChanged,
    },
    LogoChanged: { audit: ['logoUrl'], live: settingsChanged },
    SmtpVerified: {
      audit: ['smtpHost', 'via'],
      live: [{ to: 'admins', message: { type: 'SETTINGS_CHANGED' } }],
    },
  },
});
