import type { ProjectionFeature } from '../feature';
import { ringRequestAnsweredMailRule, ringRequestSubmittedMailRule } from './ring-request-mail.rule';
import { ringRequestsProjection } from './ring-requests.projection';

export const ringRequestsProjections: ProjectionFeature = {
  name: 'ring-requests',
  projections: [ringRequestsProjection],
  mailRules: [ringRequestSubmittedMailRule, ringRequestAnsweredMailRule],
};
