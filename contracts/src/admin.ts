/** GET /api/admin/stats: the admin dashboard's stat cards. */
export interface AdminStats {
  users: number;
  codes: { total: number; available: number; used: number };
  /** Energy tokens that exist (redeemed codes whose token was not deleted). */
  tokens: number;
  activeTokens: number;
  /** Minutes all energy tokens have been active, open intervals up to now (usage minutes). */
  usageMinutes: number;
  /** Ring codes, split like access codes (rings feature). */
  ringCodes: { total: number; available: number; used: number };
  /** Dimension rings that exist, and the active ones among them. */
  rings: number;
  activeRings: number;
}
