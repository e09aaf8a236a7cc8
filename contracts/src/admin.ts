import { z } from 'zod';

const codeCounts = z.object({ total: z.number().int(), available: z.number().int(), used: z.number().int() });

/** GET /api/admin/stats: the admin dashboard's stat cards. */
export const adminStatsSchema = z.object({
  users: z.number().int(),
  codes: codeCounts,
  /** Energy tokens that exist (redeemed codes whose token was not deleted). */
  tokens: z.number().int(),
  activeTokens: z.number().int(),
  /** Minutes all energy tokens have been active, open intervals up to now (usage minutes). */
  usageMinutes: z.number().int(),
  /** Ring codes, split like access codes (rings feature). */
  ringCodes: codeCounts,
  /** Dimension rings that exist, and the active ones among them. */
  rings: z.number().int(),
  activeRings: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
