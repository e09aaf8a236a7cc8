import type { ProjectionFeature } from '../feature';
import { legalProjection } from './legal.projection';

export const legalProjections: ProjectionFeature = {
  name: 'legal',
  projections: [legalProjection],
};
