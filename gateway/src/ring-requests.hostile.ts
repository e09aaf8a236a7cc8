import type { HostileOverrides } from './testing/hostile-input';

/** What the ring-code request routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/ring-code-request': {
    throttled: true,
    body: () => ({ name: 'Anna Berg', email: 'anna@example.com', orderNumber: 'B-1', notes: 'Hallo' }),
  },
  // A token's id serves as a well-formed request id (no such request).
  'PATCH /api/ring-code-requests/:id': { target: 'token', body: () => ({ isRead: true }) },
  'DELETE /api/ring-code-requests/:id': { target: 'token' },
};
