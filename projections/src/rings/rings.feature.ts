import type { ProjectionFeature } from '../feature';
import { ringsProjection } from './rings.projection';

export const ringsProjections: ProjectionFeature = {
  name: 'rings',
  projections: [ringsProjection],
};
