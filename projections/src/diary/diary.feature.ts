import type { ProjectionFeature } from '../feature';
import { diaryProjection } from './diary.projection';

export const diaryProjections: ProjectionFeature = {
  name: 'diary',
  projections: [diaryProjection],
};
