import type { LiveRules } from '../../../lib/live';
import type { CodesFilter } from './codes';

export const codeKeys = {
  all: ['codes'] as const,
  page: (filter: CodesFilter) => [...codeKeys.all, filter] as const,
};

/** A new energy token marks its code used (and shows who redeemed it). */
export const codesLive: LiveRules = {
  CODE_CREATED: [codeKeys.all],
  CODE_DELETED: [codeKeys.all],
  CODE_REDEEMED: [codeKeys.all],
  TOKEN_CREATED: [codeKeys.all],
  TOKEN_CHANGED: [codeKeys.all],
  TOKEN_DELETED: [codeKeys.all],
};
