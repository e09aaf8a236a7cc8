import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { throttled } from '../http/errors';

/** A throttle and the key it counts. */
export type Check = [throttle: RateLimiterAbstract, key: string];

/** The points one attempt took; `refund` gives them back when the attempt did not count. */
export interface Attempt {
  refund(): Promise<void>;
}

/** A guarded attempt (a login, a redemption): told how it ended, it settles its counts. */
export interface CountedAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Takes a point from each throttle, in order, before the work they guard: the count is atomic
 * in the store, so simultaneous attempts cannot all pass. When one refuses, the points already
 * taken go back and the request gets 429 with Retry-After.
 */
export async function takeOrThrottle(...checks: Check[]): Promise<Attempt> {
  const taken: Check[] = [];
  const refund = async () => {
    await Promise.all(taken.map(([throttle, key]) => throttle.reward(key)));
  };
  for (const [throttle, key] of checks) {
    try {
      await throttle.consume(key);
    } catch (refusal) {
      await refund();
      if (refusal instanceof RateLimiterRes) throw throttled(refusal.msBeforeNext / 1000);
      throw refusal;
    }
    taken.push([throttle, key]);
  }
  return { refund };
}

/**
 * 429 while a key has used up a budget of `points` that is counted after failures (by `penalty`):
 * checked before the attempt, so a key already refused spends nothing elsewhere.
 */
export async function assertNotSpent(
  throttle: RateLimiterAbstract,
  points: number,
  key: string,
): Promise<void> {
  const spent = await throttle.get(key);
  if (spent && spent.consumedPoints >= points) throw throttled(spent.msBeforeNext / 1000);
}

/** Keys stay short (the shared table takes 255 characters) and hold no personal data. */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/**
 * The address a throttle counts: IPv4 as it is (also when mapped into IPv6); IPv6 by its /64,
 * the block one subscriber gets, so nobody takes a fresh address per guess.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const tailGroups = tail ? tail.split(':') : [];
    // An IPv4 tail (::ffff:1.2.3.4 style) fills two groups.
    const tailWidth = tailGroups.reduce((width, group) => width + (group.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(8 - groups.length - tailWidth).fill('0'), ...tailGroups);
  }
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
