import type { ProjectionFeature } from '../feature';
import { accountsProjection } from './accounts.projection';
import { resetMailRule } from './reset-mail.rule';

export const accountsProjections: ProjectionFeature = {
  name: 'accounts',
  projections: [accountsProjection],
  mailRules: [resetMailRule],
};
