import type { HostileOverrides } from './testing/hostile-input';

/** What the privacy routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'DELETE /api/user': { throttled: true, body: () => ({ password: 'not-the-password-1' }) },
};
