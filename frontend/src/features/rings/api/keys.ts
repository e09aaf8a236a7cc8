import type { LiveRules } from '../../../lib/live';
import type { RingCodesFilter } from './ring-codes';

export const ringKeys = {
  /** The signed-in user's own rings (the rings page and the token cards). */
  mine: ['dimension-rings'] as const,
  types: ['ring-types'] as const,
  codes: ['ring-codes'] as const,
  codePage: (filter: RingCodesFilter) => [...ringKeys.codes, filter] as const,
};

/** A ring shows its type's current name and image; a ring's activation uses up its code. */
export const ringsLive: LiveRules = {
  RING_TYPE_CHANGED: [ringKeys.types, ringKeys.mine],
  RING_CODE_CHANGED: [ringKeys.codes],
  RING_CHANGED: [ringKeys.mine, ringKeys.codes],
};
