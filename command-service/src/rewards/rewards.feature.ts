import type { CommandFeature } from '../feature';
import { rewardRoutes } from './rewards.routes';

export const rewardsCommands: CommandFeature = { name: 'rewards', routes: [rewardRoutes] };
