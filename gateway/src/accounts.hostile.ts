import type { HostileOverrides } from './testing/hostile-input';
import { defaultPassword } from './testing/test-client';

/** What the account routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/register': { throttled: true, body: (f) => ({ ...f.free, password: defaultPassword }) },
  'POST /api/login': {
    throttled: true,
    body: (f) => ({ username: f.userName, password: 'not-the-password-1' }),
  },
  'POST /api/request-password-reset': { throttled: true, body: (f) => ({ email: f.userEmail }) },
  'POST /api/reset-password': {
    throttled: true,
    body: () => ({ token: 'no-such-token', password: defaultPassword }),
  },
  'PATCH /api/users/:id/profile': { target: 'self', body: (f) => ({ email: f.userEmail }) },
  'POST /api/user/update-onboarding-step': { body: () => ({ step: 2 }) },
  'PATCH /api/user/language': { body: () => ({ language: 'de' }) },
};
