import { z } from 'zod';
import { type Config, parseSettings } from '../config';
import type { ThrottleStore } from '../throttle-store';
import { addressKey, assertNotSpent, type CountedAttempt, takeOrThrottle } from './attempts';
import { type NamedThrottles, openThrottles, type ThrottleLimit } from './limiters';

const MINUTE = 60;

/** The settings of guessing codes (README, configuration; decision 0005). */
const redemptionSettings = z.object({
  REDEEM_FAILURES_PER_USER: z.coerce.number().int().min(1).default(10),
  REDEEM_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
});

/**
 * The limits of failed guesses at codes, one budget per user and per address wherever a code can be
 * tried: redeeming an access or ring code, previewing and accepting a handover (command service and
 * query service alike). A wrong value stops the start.
 */
export function redemptionLimits(config: Pick<Config, 'env'>) {
  const e = parseSettings(redemptionSettings, config.env);
  return {
    redeemFailuresByUser: { points: e.REDEEM_FAILURES_PER_USER, seconds: 15 * MINUTE },
    redeemFailuresByIp: { points: e.REDEEM_FAILURES_PER_IP, seconds: 15 * MINUTE },
  } satisfies Record<string, ThrottleLimit>;
}

export type RedemptionLimits = ReturnType<typeof redemptionLimits>;
/** The throttles of guessing codes; a service's own set of throttles may hold more. */
export type RedemptionThrottles = NamedThrottles<RedemptionLimits>;

/** The guessing throttles on the shared store: the same counts in every service and instance. */
export function openRedemptionThrottles(
  config: Pick<Config, 'env'>,
  store: ThrottleStore,
): RedemptionThrottles {
  return openThrottles(redemptionLimits(config), store);
}

/**
 * A guess at a code (a redemption, a handover's preview or accept). Per user it is counted before
 * the attempt, so one person's simultaneous guesses cannot all pass. Per address it is only checked
 * before and counted once it failed: many people behind one address (a carrier's NAT, a fair's
 * Wi-Fi) redeem at the same moment, and their good codes must not wait for each other's attempts
 * in flight. Each of them is still held to the per-user limit.
 */
export async function beginRedemption(
  throttles: RedemptionThrottles,
  ip: string,
  userId: number,
): Promise<CountedAttempt> {
  const address = addressKey(ip);
  // Both at once: one round trip to the store on the hot path instead of two.
  const [byAddress, byUser] = await Promise.allSettled([
    assertNotSpent(throttles.redeemFailuresByIp, throttles.limits.redeemFailuresByIp.points, address),
    takeOrThrottle([throttles.redeemFailuresByUser, String(userId)]),
  ]);
  if (byAddress.status === 'rejected') {
    if (byUser.status === 'fulfilled') await byUser.value.refund();
    throw byAddress.reason;
  }
  if (byUser.status === 'rejected') throw byUser.reason;
  const attempt = byUser.value;
  return {
    succeeded: () => attempt.refund(),
    failed: async () => {
      await throttles.redeemFailuresByIp.penalty(address);
    },
  };
}
