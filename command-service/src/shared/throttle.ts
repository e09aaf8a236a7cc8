import { throttled } from '@et/platform';

/**
 * Counts attempts per key in a sliding window, in this process's memory. Enough for one
 * command-service instance; several instances each keep their own counts.
 */
export class Throttle {
  private hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return Math.ceil((recent[0]! + this.windowMs - now) / 1000);
  }

  hit(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 100_000) this.prune(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
    }
  }
}

/** Refuses with 429 and `Retry-After` while any of the throttles holds its key back. */
export function assertNotThrottled(...checks: Array<[Throttle, string]>): void {
  const wait = Math.max(...checks.map(([throttle, key]) => throttle.retryAfter(key)));
  if (wait > 0) throw throttled(wait);
}
