import { z } from 'zod';
import type { DomainEvent } from './events';
import type { HandoverCancelled, HandoverOffered, TokenHandedOver } from './handovers';
import { normalizeCode } from './limits';
import { pageCursorParam } from './paging';
import { readModel } from './read-model';
import { isSingleLineText, pathParams, plainNumberParam, singleLineText } from './text';
import type { TokenEvent } from './tokens';

export const MAX_CODE_BATCH = 500;

/** POST /api/codes/manual. */
export const manualCodeBody = z.strictObject({
  code: singleLineText('codeMustBeSixDigits')
    .trim()
    .regex(/^\d{6}$/, 'codeMustBeSixDigits'),
});

/**
 * POST /api/codes/batch: N new codes at once (CSV and printable sheet in the client). A number,
 * or digits as the form's number field gives them; never `true` or `[3]`, which coercion reads as 1 and 3.
 */
export const codeBatchBody = z.strictObject({
  count: z
    .union([z.number(), plainNumberParam('codeBatchSize')], { error: 'codeBatchSize' })
    .pipe(z.number().int('codeBatchSize').min(1, 'codeBatchSize').max(MAX_CODE_BATCH, 'codeBatchSize')),
});

/** A code in a path names it exactly as the code list shows it. */
export const codeParams = pathParams('codeNotFound', {
  code: singleLineText('codeNotFound').regex(/^[A-Z0-9]{1,40}$/, 'codeNotFound'),
});

/**
 * POST /api/codes/{code}/redeem: whatever was typed, read as a code. Text that cannot be a code
 * becomes '' and is refused like every other wrong code (one answer for every refusal).
 */
export const redeemParams = z.strictObject({
  code: z
    .string()
    .transform((typed) => (typed.length <= 40 && isSingleLineText(typed) ? normalizeCode(typed) : '')),
});

export const CODE_STATUSES = ['all', 'available', 'used'] as const;

/**
 * GET /api/codes: paged, searchable by code and username, filtered by status. `cursor` (an
 * answer's `nextCursor` or `prevCursor`) reads the page beside the one it came with, as fast
 * as the first; it carries its page number, so `page` is then ignored.
 */
export const codesQuery = z.strictObject({
  search: singleLineText().trim().max(100).optional(),
  status: z.enum(CODE_STATUSES).default('all'),
  page: plainNumberParam().default(1),
  pageSize: plainNumberParam().pipe(z.number().max(200)).default(50),
  cursor: pageCursorParam().optional(),
});
export type CodesQuery = z.input<typeof codesQuery>;

/** Read model `codes`, and a row of the admin's code list. */
export const accessCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  isUsed: z.boolean(),
  userId: z.number().int().nullable(),
  /** The redeemer's name; null when unused or the account was erased. */
  username: z.string().nullable(),
  tokenId: z.number().int().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  /** Creation order, newest last. */
  seq: z.number().int(),
});
export type AccessCode = z.infer<typeof accessCodeSchema>;

/** The answer of POST /api/codes/batch: the new codes, oldest first. */
export const codeBatchAnswer = z.object({ codes: z.array(accessCodeSchema) });
export type CodeBatch = z.infer<typeof codeBatchAnswer>;

/**
 * Read model `code_owners`: who redeemed a code, by name, for the admin's list and its search
 * (the projection's own copy: replay-safe).
 */
export interface CodeOwner {
  id: number;
  username: string;
}

export const codeModels = {
  codes: readModel<AccessCode>('codes'),
  codeOwners: readModel<CodeOwner>('code_owners'),
};

export type CodeCreated = DomainEvent<'CodeCreated', { code: string; origin: 'generated' | 'manual' }>;
/** Redeeming a code creates the energy token: one event, one stream, exactly once. */
export type CodeRedeemed = DomainEvent<
  'CodeRedeemed',
  { code: string; tokenId: number; userId: number; name: string; frequencyId: number }
>;
export type CodeDeleted = DomainEvent<'CodeDeleted', { code: string }>;
/** A failed redemption, kept in the user's own attempts stream (erased with the account). */
export type CodeRedemptionFailed = DomainEvent<
  'CodeRedemptionFailed',
  { userId: number; code: string; reason: 'unknown' | 'used' | 'malformed' }
>;

/** Everything in a code's stream `code-{CODE}`: the code, then the token it became, its handovers. */
export type CodeStreamEvent =
  | CodeCreated
  | CodeRedeemed
  | CodeDeleted
  | TokenEvent
  | HandoverOffered
  | HandoverCancelled
  | TokenHandedOver;

export const codeStreams = {
  code: (code: string) => `code-${code}`,
  tokenIds: 'ids-token',
  redeemAttempts: (userId: number) => `redeem-attempts-${userId}`,
} as const;
