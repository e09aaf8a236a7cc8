import { type RateLimiterAbstract, RateLimiterMemory, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { ThrottleStore } from '../throttle-store';
import { BatchedRateLimiterPostgres } from './batched-rate-limiter';

/** `points` attempts per `seconds`; the one past them blocks the key for `blockSeconds` if set. */
export interface ThrottleLimit {
  points: number;
  seconds: number;
  blockSeconds?: number;
}

/** A count that takes longer is a database in trouble: this process's own counts stand in. */
const STORE_TIMEOUT_MS = 1000;

/**
 * Named throttles and the limits they were built with (a wrapped limiter reports none of its own).
 * Limits: README, configuration; decision 0005.
 */
export type NamedThrottles<Limits extends Record<string, ThrottleLimit>> = Record<
  keyof Limits,
  RateLimiterAbstract
> & { limits: Limits };

/**
 * Builds each named throttle on the store all instances share. A name is one count wherever it is
 * opened: on PostgreSQL its rows in the shared table (the name is the key prefix), and in one
 * process the same limiter object, so services sharing a process (embedded) share its memory.
 */
export function openThrottles<Limits extends Record<string, ThrottleLimit>>(
  limits: Limits,
  store: ThrottleStore,
): NamedThrottles<Limits> {
  const entries = Object.entries(limits).map(([name, limit]) => [name, namedThrottle(store, name, limit)]);
  return { ...(Object.fromEntries(entries) as Record<keyof Limits, RateLimiterAbstract>), limits };
}

const opened = new WeakMap<
  ThrottleStore,
  Map<string, { limit: ThrottleLimit; limiter: RateLimiterAbstract }>
>();

/** The store's throttle of this name, built on first use; a name means one limit. */
export function namedThrottle(store: ThrottleStore, name: string, limit: ThrottleLimit): RateLimiterAbstract {
  let byName = opened.get(store);
  if (!byName) {
    byName = new Map();
    opened.set(store, byName);
  }
  const known = byName.get(name);
  if (known) {
    if (!sameLimit(known.limit, limit)) throw new Error(`The throttle ${name} is opened with two limits`);
    return known.limiter;
  }
  const limiter = build(store, name, limit);
  byName.set(name, { limit, limiter });
  return limiter;
}

const sameLimit = (a: ThrottleLimit, b: ThrottleLimit) =>
  a.points === b.points && a.seconds === b.seconds && (a.blockSeconds ?? 0) === (b.blockSeconds ?? 0);

function build(store: ThrottleStore, name: string, limit: ThrottleLimit): RateLimiterAbstract {
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
