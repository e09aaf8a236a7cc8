import type { LiveRules } from '../../../lib/live';

export const handoverKeys = {
  all: ['handovers'] as const,
  /** The signed-in user's open handovers (the cards' "Weitergabe offen", the dialog's code). */
  mine: ['handovers', 'mine'] as const,
  /** What a handover code would hand over (the /handover page). */
  preview: (code: string) => ['handovers', 'preview', code] as const,
};

/**
 * An offer opened or ended (also in another tab); a token or ring that changed or went away may
 * have taken its open handover with it.
 */
export const handoversLive: LiveRules = {
  HANDOVER_CHANGED: [handoverKeys.all],
  TOKEN_CHANGED: [handoverKeys.mine],
  TOKEN_DELETED: [handoverKeys.mine],
  RING_CHANGED: [handoverKeys.mine],
};
