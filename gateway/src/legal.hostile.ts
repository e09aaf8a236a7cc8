import type { HostileOverrides } from './testing/hostile-input';

/** What the legal pages' routes' schemas cannot say, for the hostile-input test (each page is probed). */
export const hostile: HostileOverrides = {
  'PATCH /api/legal/:page': { body: () => ({ textDE: 'Anbieter', textEN: 'Provider' }) },
};
