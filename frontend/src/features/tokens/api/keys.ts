import type { LiveRules } from '../../../lib/live';

export const tokenKeys = {
  all: ['energy-tokens'] as const,
};

/** The token cards also show their frequency's names and colour. */
export const tokensLive: LiveRules = {
  TOKEN_CREATED: [tokenKeys.all],
  TOKEN_CHANGED: [tokenKeys.all],
  TOKEN_DELETED: [tokenKeys.all],
  FREQUENCIES_CHANGED: [tokenKeys.all],
};
