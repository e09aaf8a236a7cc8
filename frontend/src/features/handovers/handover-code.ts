/**
 * A handover code's length: the contracts' `HANDOVER_CODE_LENGTH` (handover-code.test.ts holds them
 * equal). Kept here because `@et/contracts/handovers` brings its zod schemas along, and the
 * dashboard's chunk (the first page) must stay light.
 */
export const HANDOVER_CODE_LENGTH = 8;

/**
 * Whether a normalised entry of the dashboard's code box is meant as a handover code (an access
 * code has 6 characters): /handover then says whether it is one.
 */
export const looksLikeHandoverCode = (normalized: string): boolean =>
  normalized.length === HANDOVER_CODE_LENGTH;
