/**
 * Business constants and formats without zod, so a page can use them without loading the
 * schemas (the dashboard is the first page most users see).
 */

export const ONBOARDING_STEPS = 3;

/** Printed codes have 6 characters; admin-made ones are digits (spec 9). */
export const CODE_LENGTH = 6;

/** How a typed or scanned code is read: upper case, without spaces and dashes. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export const redeemableCode = /^[A-Z0-9]{6}$/;

/** Spec 4: the session timer counts one minute every 15 seconds; the server's clock allows no more. */
export const REWARD_MINUTE_MS = 15_000;
/** Spec 4: after a check, the next one waits two more session minutes. */
export const REWARD_CHECK_EVERY_MINUTES = 2;
