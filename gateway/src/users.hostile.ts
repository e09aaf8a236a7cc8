import type { HostileOverrides } from './testing/hostile-input';

/** What the user administration routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'PATCH /api/users/:id': { target: 'victim', body: () => ({ isBlocked: true }) },
  'DELETE /api/users/:id': { target: 'victim' },
  'POST /api/admin/login-as/:id': { target: 'victim' },
};
