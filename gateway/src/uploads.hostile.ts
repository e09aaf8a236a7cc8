import type { HostileOverrides } from './testing/hostile-input';

/** What the upload routes' schemas cannot say, for the hostile-input test (its files: uploads.api.test.ts). */
export const hostile: HostileOverrides = {
  'GET /uploads/*': { param: '0123456789abcdef0123456789abcdef.png' },
};
