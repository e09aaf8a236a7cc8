import type { ProjectionFeature } from '../feature';
import { usageMinutesProjection } from './usage-minutes.projection';

export const usageMinutesProjections: ProjectionFeature = {
  name: 'usage-minutes',
  projections: [usageMinutesProjection],
};
