import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { type ThrottleStore, throttled } from '@et/platform';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';
import { BatchedRateLimiterPostgres } from './batched-rate-limiter';
import type { ThrottleLimit, ThrottleLimits, ThrottleName } from './throttle-limits';

/** A count that takes longer is a database in trouble: this process's own counts stand in. */
const STORE_TIMEOUT_MS = 1000;

/**
 * Every throttle of the command service by name, and the limits they were built with (a wrapped
 * limiter reports none of its own). Limits: README, configuration; decision 0005.
 */
export type Throttles = Record<ThrottleName, RateLimiterAbstract> & { limits: ThrottleLimits };

/** Builds every named throttle once per process, on the store all instances share. */
export function openThrottles(limits: ThrottleLimits, store: ThrottleStore): Throttles {
  const entries = Object.entries(limits).map(([name, limit]) => [name, limiter(store, name, limit)]);
  return { ...(Object.fromEntries(entries) as Record<ThrottleName, RateLimiterAbstract>), limits };
}

function limiter(store: ThrottleStore, name: string, limit: ThrottleLimit): RateLimiterAbstract {
  const options = {
    keyPrefix: name,
    points: limit.points,
    duration: limit.seconds,
    blockDuration: limit.blockSeconds ?? 0,
  };
  if (store.kind === 'memory') return new RateLimiterMemory(options);
  // A database that fails or hangs must not turn throttling into errors (the route's own
  // store calls answer 503 then); counts in memory hold until it is back.
  const insurance = new RateLimiterMemory(options);
  const shared = new BatchedRateLimiterPostgres({
    ...options,
    storeClient: store.pool,
    storeType: 'pool',
    tableName: store.table,
    tableCreated: true,
    insuranceLimiter: insurance,
  });
  return new RLWrapperTimeouts({
    limiter: shared,
    timeoutMs: STORE_TIMEOUT_MS,
    insuranceLimiter: insurance,
    blockDuration: options.blockDuration,
  });
}

type Check = [throttle: RateLimiterAbstract, key: string];

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
 * A login, counted before the slow password check: failures per address per day, consecutive
 * failures per account and address, and per account from every address (a short slow-down).
 * On an address the account logged in or registered from lately only the consecutive count
 * applies: strangers guessing elsewhere, or behind the same shared address (a carrier's NAT),
 * never stop the owner at home. A right password gives the points back, ends the consecutive
 * count and remembers the address.
 *
 * The account's counts are keyed by its password too: a new password (a reset) starts them
 * afresh on every address.
 */
export async function beginLogin(
  throttles: Throttles,
  ip: string,
  typedName: string,
  account: { userId: number; passwordHash: string } | null,
): Promise<CountedAttempt> {
  const address = addressKey(ip);
  const accountKey = account
    ? `user:${account.userId}:${digest(account.passwordHash).slice(0, 16)}`
    : `name:${digest(typedName.toLowerCase())}`;
  const consecutive: Check = [throttles.loginFailuresByAccountAndIp, `${accountKey}@${address}`];
  const known = account !== null && (await isKnownAddress(throttles, account.userId, address));
  // On a known address only the owner's own typing counts. Elsewhere the address is checked
  // first (an address already refused takes nothing from the account's budget) and counted
  // after a failure: many people behind one address log in at the same moment.
  if (!known) await assertAddressNotSpent(throttles, 'loginFailuresByIp', address);
  const attempt = await takeOrThrottle(
    consecutive,
    ...(known ? [] : [[throttles.loginFailuresByAccount, accountKey] satisfies Check]),
  );
  return {
    succeeded: async () => {
      await attempt.refund();
      await throttles.loginFailuresByAccountAndIp.delete(consecutive[1]);
      if (account) await rememberLoginAddress(throttles, ip, account.userId);
    },
    failed: async () => {
      if (!known) await throttles.loginFailuresByIp.penalty(address);
    },
  };
}

/** 429 while an address has used up a budget that is counted after failures. */
async function assertAddressNotSpent(
  throttles: Throttles,
  name: 'loginFailuresByIp' | 'redeemFailuresByIp',
  address: string,
): Promise<void> {
  const spent = await throttles[name].get(address);
  if (spent && spent.consumedPoints >= throttles.limits[name].points)
    throw throttled(spent.msBeforeNext / 1000);
}

const knownAddressKey = (userId: number, address: string) => `user:${userId}@${address}`;

async function isKnownAddress(throttles: Throttles, userId: number, address: string): Promise<boolean> {
  const record = await throttles.knownLoginAddresses.get(knownAddressKey(userId, address));
  return (record?.consumedPoints ?? 0) > 0;
}

/**
 * An address the account has just proven itself on (a login, its registration), for 14 days.
 * Only a convenience for the owner: a failure to remember it fails nothing.
 */
export async function rememberLoginAddress(throttles: Throttles, ip: string, userId: number): Promise<void> {
  const { seconds } = throttles.limits.knownLoginAddresses;
  await throttles.knownLoginAddresses
    .set(knownAddressKey(userId, addressKey(ip)), 1, seconds)
    .catch(() => {});
}

/** A registration, per address: a shared address (a fair's Wi-Fi) gets through, a flood not. */
export async function throttleRegistration(throttles: Throttles, ip: string): Promise<void> {
  const address = addressKey(ip);
  await takeOrThrottle(
    [throttles.registrationsByIpPerMinute, address],
    [throttles.registrationsByIpPerHour, address],
  );
}

/** A reset request, per e-mail address and per IP address, whether or not the e-mail is known. */
export async function throttleResetRequest(throttles: Throttles, ip: string, email: string): Promise<void> {
  await takeOrThrottle(
    [throttles.resetRequestsByIp, addressKey(ip)],
    [throttles.resetRequestsByAddress, digest(email.toLowerCase())],
  );
}

/**
 * A code redemption. Per user it is counted before the attempt, so one person's simultaneous
 * guesses cannot all pass. Per address it is only checked before and counted once it failed:
 * many people behind one address (a carrier's NAT, a fair's Wi-Fi) redeem at the same moment,
 * and their good codes must not wait for each other's attempts in flight. Each of them is
 * still held to the per-user limit.
 */
export async function beginRedemption(
  throttles: Throttles,
  ip: string,
  userId: number,
): Promise<CountedAttempt> {
  const address = addressKey(ip);
  // Both at once: one round trip to the store on the hot path instead of two.
  const [byAddress, byUser] = await Promise.allSettled([
    assertAddressNotSpent(throttles, 'redeemFailuresByIp', address),
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

/** Keys stay short (the shared table takes 255 characters) and hold no personal data. */
function digest(text: string): string {
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
