import type { ProjectionFeature } from '../feature';
import { rewardsProjection } from './rewards.projection';

export const rewardsProjections: ProjectionFeature = {
  name: 'rewards',
  projections: [rewardsProjection],
};
