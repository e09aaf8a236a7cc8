import { defineFeature, type LiveRule } from './feature';
import type { SettingsEvent } from './settings';
import { settingsTexts } from './settings-texts';

/** The `/ws` messages this feature's events send. */
export type SettingsLiveMessage =
  | { type: 'SETTINGS_CHANGED' }
  /** To admins, from the SMTP check as it goes (over the bus, not from an event). */
  | {
      type: 'smtp_status';
      stage: 'connecting' | 'connected' | 'authenticating' | 'authenticated' | 'error';
      message: string;
      timestamp: string;
    };

const settingsChanged: ReadonlyArray<LiveRule<unknown, SettingsLiveMessage>> = [
  { to: 'everyone', message: { type: 'SETTINGS_CHANGED' } },
];

export const settingsFeature = defineFeature<SettingsEvent, SettingsLiveMessage>({
  name: 'settings',
  texts: settingsTexts,
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
