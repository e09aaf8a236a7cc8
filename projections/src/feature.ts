import type { MailRule } from './mail/mail-rule';
import type { Projection } from './projection';

/**
 * What a feature brings to the projections process, declared beside it
 * (`<feature>/<feature>.feature.ts`) and collected by `registry.ts`: the projections that turn its
 * events into read models, and the e-mails its events ask for.
 */
export interface ProjectionFeature {
  name: string;
  projections: readonly Projection[];
  mailRules?: readonly MailRule[];
}
