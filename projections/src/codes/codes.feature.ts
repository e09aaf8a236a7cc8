import type { ProjectionFeature } from '../feature';
import { codesProjection } from './codes.projection';

export const codesProjections: ProjectionFeature = {
  name: 'codes',
  projections: [codesProjection],
};
