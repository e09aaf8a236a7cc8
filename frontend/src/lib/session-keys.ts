import type { LiveRules } from './live';

/** The app-wide queries kept in lib/: who is signed in, and the site settings (logo, SMTP). */
export const sessionKeys = {
  user: ['user'] as const,
  websiteSettings: ['website-settings'] as const,
};

export const sessionLive: LiveRules = {
  USER_CHANGED: [sessionKeys.user],
  SETTINGS_CHANGED: [sessionKeys.websiteSettings],
};
