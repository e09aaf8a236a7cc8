import { accountsProjection } from './accounts/accounts.projection';
import { auditProjection } from './audit/audit.projection';
import type { Projection } from './projection';
import { settingsProjection } from './settings/settings.projection';

/** Every projection of the product, in the order they are applied. */
export const projections: readonly Projection[] = [accountsProjection, auditProjection, settingsProjection];

export { MailReactor } from './mail/mail.reactor';
export type { Projection, ProjectionContext } from './projection';
export * from './replay-command';
export * from './runner';
