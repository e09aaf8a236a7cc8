import type { ProjectionFeature } from '../feature';
import { auditProjection } from './audit.projection';

export const auditProjections: ProjectionFeature = {
  name: 'audit',
  projections: [auditProjection],
};
