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
