import type { DomainEvent } from './events';
import { defineFeature, type LiveRule } from './feature';
import type { FrequencyEvent } from './frequencies';
import { frequenciesTexts } from './frequencies-texts';

/** The `/ws` messages this feature's events send. */
export type FrequenciesLiveMessage = { type: 'FREQUENCIES_CHANGED' };

type FrequencyIdAllocated = DomainEvent<'FrequencyIdAllocated', Record<string, never>>;

const listChanged: ReadonlyArray<LiveRule<unknown, FrequenciesLiveMessage>> = [
  { to: 'everyone', message: { type: 'FREQUENCIES_CHANGED' } },
];

export const frequenciesFeature = defineFeature<
  FrequencyEvent | FrequencyIdAllocated,
  FrequenciesLiveMessage
>({
  name: 'frequencies',
  texts: frequenciesTexts,
  events: {
    FrequencyCreated: { audit: ['frequencyId', 'nameDE', 'nameEN', 'color'], live: listChanged },
    FrequencyUpdated: { audit: ['frequencyId', 'nameDE', 'nameEN', 'color'], live: listChanged },
    FrequencyDeleted: { audit: ['frequencyId'], live: listChanged },
    FrequencyIdAllocated: { audit: false },
  },
  auditRefs: { frequencyId: 'frequency' },
});
