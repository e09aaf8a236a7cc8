import type { HostileOverrides } from './testing/hostile-input';

/** What the diary routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/diary-entries': {
    body: () => ({ content: 'Ein Gedanke', isPositive: false, strength: 4, date: '2025-01-01' }),
  },
  'DELETE /api/diary-entries/:id': { target: 'diaryEntry' },
};
