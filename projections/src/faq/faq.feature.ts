import type { ProjectionFeature } from '../feature';
import { faqProjection } from './faq.projection';

export const faqProjections: ProjectionFeature = {
  name: 'faq',
  projections: [faqProjection],
};
