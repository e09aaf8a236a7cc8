import type { HostileOverrides } from './testing/hostile-input';

/** What the token routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'PATCH /api/energy-tokens/:id': { target: 'token', body: () => ({ name: 'Renamed' }) },
  'DELETE /api/energy-tokens/:id': { target: 'token' },
  'POST /api/token-activities': { body: (f) => ({ tokenId: f.tokenId, action: 'activated' }) },
};
