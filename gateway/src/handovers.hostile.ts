import type { HostileOverrides } from './testing/hostile-input';

/** A well-formed handover code that names no handover. */
const unknownCode = 'ACDEFGHJ';

/** What the handover routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/energy-tokens/:id/handover': { target: 'token', body: () => ({ showName: false }) },
  'DELETE /api/energy-tokens/:id/handover': { target: 'token' },
  'POST /api/dimension-rings/:id/handover': { target: 'ring', body: () => ({ showName: false }) },
  'DELETE /api/dimension-rings/:id/handover': { target: 'ring' },
  'GET /api/handovers/:code': { param: unknownCode, throttled: true },
  'POST /api/handovers/:code/accept': { param: unknownCode, throttled: true },
};
