/**
 * Usage minutes (design.md readings 9 and 13): how long each token has been active, from its
 * TokenActivated/TokenDeactivated events, and the reward session minutes the server counted.
 * An open interval counts up to the moment of reading, so documents keep the closed seconds and
 * when the open one began, and minutes are computed when read.
 */

import { z } from 'zod';
import { readModel } from './read-model';

/** Read model `token_usage`: one per token ever activated. */
export interface TokenUsage {
  id: number;
  tokenId: number;
  userId: number;
  /** Seconds of the closed intervals. */
  seconds: number;
  /** Start of the open interval while the token is active. */
  activeSince: string | null;
  /** Version of the token's code stream last applied (a batch applied twice changes nothing). */
  version: number;
  /** The token was deleted; its minutes still count for its owner and the totals. */
  deleted: boolean;
}

/** Read model `usage_totals`, id `tokens`: every token together, for the admin stats. */
export interface UsageTotals {
  id: 'tokens';
  seconds: number;
  activeCount: number;
  /** Sum of the open intervals' starts in whole epoch seconds: now × activeCount − this = open seconds. */
  activeSinceSum: number;
}

/**
 * Read model `reward_sessions`: a person's session minutes, the snapshot of their session stream
 * `reward-session-{userId}` after its last event (a `RewardSessionMinuteCounted`).
 */
export interface RewardSessionDocument {
  id: number;
  userId: number;
  minutes: number;
  /** When the last minute was counted (the event's `countedAt`). */
  lastCountedAt: string;
  /** Version of `reward-session-{userId}` after the last counted minute. */
  version: number;
}

export const usageModels = {
  tokenUsage: readModel<TokenUsage>('token_usage'),
  usageTotals: readModel<UsageTotals>('usage_totals'),
  rewardSessions: readModel<RewardSessionDocument>('reward_sessions'),
};

/** GET /api/usage-minutes: the owner's minutes, per token (not deleted) and in total. */
export const usageMinutesSchema = z.object({
  tokens: z.array(z.object({ tokenId: z.number().int(), minutes: z.number().int(), isActive: z.boolean() })),
  /** Every token the user ever activated, deleted ones included. */
  totalMinutes: z.number().int(),
  /** The reward session minutes the server counted. */
  sessionMinutes: z.number().int(),
});
export type UsageMinutes = z.infer<typeof usageMinutesSchema>;

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Minutes of a token at `now` (ms): closed seconds plus the open interval, never negative. */
export function tokenMinutes(usage: Pick<TokenUsage, 'seconds' | 'activeSince'>, now: number): number {
  const open = usage.activeSince ? Math.max(0, Math.floor(now / 1000) - epochSeconds(usage.activeSince)) : 0;
  return Math.floor((usage.seconds + open) / 60);
}

/** Minutes of all tokens together at `now` (ms). */
export function totalMinutes(totals: Omit<UsageTotals, 'id'>, now: number): number {
  const open = Math.max(0, Math.floor(now / 1000) * totals.activeCount - totals.activeSinceSum);
  return Math.floor((totals.seconds + open) / 60);
}

export { epochSeconds as usageEpochSeconds };
