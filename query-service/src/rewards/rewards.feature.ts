import type { QueryFeature } from '../feature';
import { rewardQueryRoutes } from './rewards.routes';
import { allUsageMinutes } from './rewards.service';

/** The reward images and sessions; the admin's figures count every token's usage minutes. */
export const rewardsQueries: QueryFeature = {
  name: 'rewards',
  routes: [rewardQueryRoutes],
  stats: async (ctx) => ({ usageMinutes: await allUsageMinutes(ctx) }),
};
