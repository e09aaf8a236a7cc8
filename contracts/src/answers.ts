import { z } from 'zod';

/**
 * Answers: what a route sends back, as zod schemas beside each feature's request schemas. The
 * server serialises each 2xx answer by its schema (fields the schema does not name are left out,
 * so a document never leaks as it is) and the API document shows them; the client's types are
 * inferred from the same schemas. Shapes only, no transforms: what a handler returns is what
 * goes out. Secrets (password hashes, session ids, the SMTP password) are in no answer schema.
 */

/** `{ ok: true }`: a command that answers with nothing more. */
export const okAnswer = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswer>;
export const OK: OkAnswer = Object.freeze({ ok: true });
