import type { LiveRules } from '../../../lib/live';

export const adminKeys = {
  stats: ['admin-stats'] as const,
};

/** The stat cards count accounts, codes and energy tokens. */
export const adminLive: LiveRules = {
  USERS_CHANGED: [adminKeys.stats],
  CODE_CREATED: [adminKeys.stats],
  CODE_DELETED: [adminKeys.stats],
  CODE_REDEEMED: [adminKeys.stats],
  TOKEN_CREATED: [adminKeys.stats],
  TOKEN_CHANGED: [adminKeys.stats],
  TOKEN_DELETED: [adminKeys.stats],
};
