import { frequencyFields } from './testing/given';
import type { HostileOverrides } from './testing/hostile-input';

/** What the frequency routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/frequencies': { body: () => frequencyFields },
  'PATCH /api/frequencies/:id': { target: 'frequency', body: () => frequencyFields },
  'DELETE /api/frequencies/:id': { target: 'spareFrequency' },
};
