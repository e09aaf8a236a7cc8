import type { LiveRules } from '../../../lib/live';

export const diaryKeys = {
  all: ['diary'] as const,
  entries: ['diary', 'entries'] as const,
  consent: ['diary', 'consent'] as const,
  /** The owner's token switches, for the balance per frequency. */
  tokenActivities: ['diary', 'token-activities'] as const,
};

/** The diary changed on another device; a token switched elsewhere moves the balance per frequency. */
export const diaryLive: LiveRules = {
  DIARY_CHANGED: [diaryKeys.all],
  TOKEN_CHANGED: [diaryKeys.tokenActivities],
  TOKEN_CREATED: [diaryKeys.tokenActivities],
  TOKEN_DELETED: [diaryKeys.tokenActivities],
};
