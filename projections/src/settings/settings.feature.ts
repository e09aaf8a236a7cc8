import type { ProjectionFeature } from '../feature';
import { settingsProjection } from './settings.projection';

export const settingsProjections: ProjectionFeature = {
  name: 'settings',
  projections: [settingsProjection],
};
