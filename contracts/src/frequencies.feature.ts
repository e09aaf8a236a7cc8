import type { DomainEvent } from './events';
import { defineFeature, type LiveRule } from './feature';
import type { FrequencyEvent } from './frequencies';

type FrequencyIdAllocated = DomainEvent<'FrequencyIdAllocated', Record<string, never>>;

const listChanged: ReadonlyArray<LiveRule> = [{ to: 'everyone', message: { type: 'FREQUENCIES_CHANGED' } }];

export const frequenciesFeature = defineFeature<FrequencyEvent | FrequencyIdAllocated>({
  name: 'frequencies',
  events: {
    FrequencyCreated: { audit: ['frequencyId', 'nameDE', 'nameEN', 'color'], live: listChanged },
    FrequencyUpdated: { audit: ['frequencyId', 'nameDE', 'nameEN', 'color'], live: listChanged },
    FrequencyDeleted: { audit: ['frequencyId'], live: listChanged },
    FrequencyIdAllocated: { audit: false },
  },
  auditRefs: { frequencyId: 'frequency' },
});
