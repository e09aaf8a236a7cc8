import type { ProjectionFeature } from '../feature';
import { frequenciesProjection } from './frequencies.projection';

export const frequenciesProjections: ProjectionFeature = {
  name: 'frequencies',
  projections: [frequenciesProjection],
};
