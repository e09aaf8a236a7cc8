import type { HostileOverrides } from './testing/hostile-input';

/** What the code routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/codes/manual': { body: () => ({ code: '987654' }) },
  'POST /api/codes/batch': { body: () => ({ count: 2 }) },
  'DELETE /api/codes/:code': { target: 'code' },
  'POST /api/codes/:code/redeem': {
    target: 'code',
    typedCode: [409, 429],
    throttled: true,
    body: (f) => ({ frequencyId: f.frequencyId }),
  },
};
