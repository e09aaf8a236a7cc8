import type { LiveRules } from '../../../lib/live';

export const frequencyKeys = {
  all: ['frequencies'] as const,
};

export const frequenciesLive: LiveRules = {
  FREQUENCIES_CHANGED: [frequencyKeys.all],
};
