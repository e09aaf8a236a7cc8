import { accountsProjection } from './accounts/accounts.projection';
import { auditProjection } from './audit/audit.projection';
import type { Projection } from './projection';

/** Every projection of the product, in the order they are applied. */
export const projections: readonly Projection[] = [accountsProjection, auditProjection];

export type { Projection, ProjectionContext } from './projection';
export * from './replay-command';
export * from './runner';
