import type { ProjectionFeature } from '../feature';
import { tokensProjection } from './tokens.projection';

export const tokensProjections: ProjectionFeature = {
  name: 'tokens',
  projections: [tokensProjection],
};
