import { type Config, parseSettings, redemptionLimits, type ThrottleLimit } from '@et/platform';
import { z } from 'zod';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The command side's own throttles' settings (README, configuration; decision 0005). */
const throttleSettings = z.object({
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // A slow-down, never a lockout: the owner waits at most this long whoever else guesses.
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(300).default(60),
  REGISTRATIONS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  RESET_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  RESET_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(10),
});

/** Every throttle's limit, by name, from the environment; a wrong value stops the start. */
export function throttleLimits(config: Pick<Config, 'env'>) {
  const e = parseSettings(throttleSettings, config.env);
  return {
    // Consecutive: a right password clears it.
    loginFailuresByAccountAndIp: {
      points: e.LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
      seconds: DAY,
      blockSeconds: e.LOGIN_LOCKOUT_MINUTES * MINUTE,
    },
    loginFailuresByIp: { points: e.LOGIN_FAILURES_PER_IP, seconds: DAY },
    loginFailuresByAccount: { points: e.LOGIN_FAILURES_PER_ACCOUNT, seconds: e.LOGIN_ACCOUNT_WINDOW_SECONDS },
    // Not a limit: the addresses an account logged in or registered from lately (at most
    // 24 days: the memory store expires keys with a timer, and timers stop at 2^31 ms).
    knownLoginAddresses: { points: 1, seconds: 14 * DAY },
    registrationsByIpPerMinute: { points: e.REGISTRATIONS_PER_IP_PER_MINUTE, seconds: MINUTE },
    registrationsByIpPerHour: { points: e.REGISTRATIONS_PER_IP_PER_HOUR, seconds: HOUR },
    resetRequestsByAddress: { points: e.RESET_REQUESTS_PER_ADDRESS, seconds: HOUR },
    resetRequestsByIp: { points: e.RESET_REQUESTS_PER_IP, seconds: HOUR },
    // Guessing codes: one budget with the query service's handover previews (platform).
    ...redemptionLimits(config),
  } satisfies Record<string, ThrottleLimit>;
}

export type ThrottleLimits = ReturnType<typeof throttleLimits>;
export type ThrottleName = keyof ThrottleLimits;
