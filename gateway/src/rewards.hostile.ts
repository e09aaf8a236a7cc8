import { rewardFields } from './testing/given';
import type { HostileOverrides } from './testing/hostile-input';

/** What the reward routes' schemas cannot say, for the hostile-input test. */
export const hostile: HostileOverrides = {
  'POST /api/reward-images': { body: () => rewardFields },
  'PATCH /api/reward-images/:id': { target: 'reward', body: () => rewardFields },
  'DELETE /api/reward-images/:id': { target: 'reward' },
  'POST /api/user-rewards/:id/viewed': { target: 'reward' },
};
