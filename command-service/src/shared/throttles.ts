import {
  addressKey,
  assertNotSpent,
  type Check,
  type CountedAttempt,
  digest,
  type NamedThrottles,
  takeOrThrottle,
} from '@et/platform';
import type { ThrottleLimits } from './throttle-limits';

/**
 * Every throttle of the command service by name, and its limits (README, configuration; decision
 * 0005). Built by the platform's `openThrottles`; guessing codes is counted by its `beginRedemption`,
 * in one budget with the query service's handover previews.
 */
export type Throttles = NamedThrottles<ThrottleLimits>;

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
  if (!known) await assertAddressNotSpent(throttles, address);
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

/** 429 while an address has used up its login failures (counted after failures). */
const assertAddressNotSpent = (throttles: Throttles, address: string) =>
  assertNotSpent(throttles.loginFailuresByIp, throttles.limits.loginFailuresByIp.points, address);

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
