/**
 * How long to pause before attempt `attempt` (1, 2, …) of something that failed: doubles from
 * `minMs` up to `maxMs`, with a little jitter so several processes do not retry in step.
 */
export function backoffDelay(attempt: number, minMs = 100, maxMs = 5000): number {
  const delay = Math.min(maxMs, minMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** A pause that ends early when told: a hint that retrying now may succeed, or a stop. */
export class Pause {
  private end: (() => void) | undefined;

  wait(ms: number): Promise<void> {
    this.interrupt();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.interrupt(), ms);
      this.end = () => {
        clearTimeout(timer);
        this.end = undefined;
        resolve();
      };
    });
  }

  /** Ends the current pause, if any, now. */
  interrupt(): void {
    this.end?.();
  }
}

/**
 * Runs `work` in the background until it succeeds, pausing with back-off between failures.
 * A new `run` replaces one still waiting; `stop` ends it. For state re-read after an outage.
 */
export class BackgroundRetry {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** Which `run` is current: a replaced one stops retrying. */
  private current = 0;

  run(work: () => Promise<void>): void {
    clearTimeout(this.timer);
    const mine = ++this.current;
    const attempt = (count: number) => {
      if (this.stopped || mine !== this.current) return;
      work().catch(() => {
        if (this.stopped || mine !== this.current) return;
        this.timer = setTimeout(() => attempt(count + 1), backoffDelay(count, 250, 5000));
      });
    };
    attempt(1);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
