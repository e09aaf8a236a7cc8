import type { ProjectionFeature } from '../feature';
import { handoversProjection } from './handovers.projection';

export const handoversProjections: ProjectionFeature = {
  name: 'handovers',
  projections: [handoversProjection],
};
