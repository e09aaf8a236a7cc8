import type { HostileOverrides } from './testing/hostile-input';
import { ringTypeFields } from './testing/rings-given';

/** What the ring routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/ring-types': { body: () => ({ ...ringTypeFields, code: 'hostile' }) },
  'PUT /api/ring-types/:id': { target: 'ringType', body: () => ringTypeFields },
  'DELETE /api/ring-types/:id': { target: 'ringType' },
  'POST /api/ring-codes': { body: () => ({ type: 'gold' }) },
  'POST /api/ring-codes/manual': { body: () => ({ code: 'RG12AB', type: 'gold' }) },
  'POST /api/ring-codes/batch': { body: () => ({ type: 'gold', count: 2 }) },
  'DELETE /api/ring-codes/:code': { target: 'ringCode' },
  'POST /api/dimension-rings': {
    throttled: true,
    body: (f) => ({ code: 'ZZZZZZ', frequencyId: f.frequencyId }),
  },
  'PATCH /api/dimension-rings/:id': { target: 'ring', body: (f) => ({ frequencyId: f.frequencyId }) },
  'PATCH /api/dimension-rings/:id/activate': { target: 'ring' },
};
