import type { LiveRules } from '../../../lib/live';

export const adminKeys = {
  stats: ['admin-stats'] as const,
  setupStatus: ['admin-setup-status'] as const,
};

/**
 * The stat cards count accounts, codes, energy tokens, ring codes and rings; the checklist
 * frequencies, mail, logo, codes.
 */
export const adminLive: LiveRules = {
  USERS_CHANGED: [adminKeys.stats],
  CODE_CREATED: [adminKeys.stats, adminKeys.setupStatus],
  CODE_DELETED: [adminKeys.stats, adminKeys.setupStatus],
  CODE_REDEEMED: [adminKeys.stats],
  TOKEN_CREATED: [adminKeys.stats],
  TOKEN_CHANGED: [adminKeys.stats],
  TOKEN_DELETED: [adminKeys.stats],
  FREQUENCIES_CHANGED: [adminKeys.setupStatus],
  RING_CODE_CHANGED: [adminKeys.stats],
  RING_CHANGED: [adminKeys.stats],
  SETTINGS_CHANGED: [adminKeys.setupStatus],
};
