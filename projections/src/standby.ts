import { backoffDelay, type LeaderLock, Pause } from '@et/platform';
import type { RunnerLog } from './projection';

/** The key of the advisory lock the projections processes compete for (DDL_LOCK is 7_140_001). */
export const PROJECTIONS_LOCK = 7_140_002;

/** Something that works only while this process leads: the runner, the mail reactor. */
export interface LeaderWork {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `work` only while this process holds the lock, so of several projections processes one
 * works and the others stand by. Losing the lock (its connection dropped) stops the work at
 * once; the process then competes again like any standby.
 */
export class Standby {
  private done: Promise<void> | undefined;
  private closing = false;
  private interruptWait: (() => void) | undefined;
  private readonly pause = new Pause();
  private failedStarts = 0;

  constructor(
    private readonly lock: LeaderLock,
    private readonly work: readonly LeaderWork[],
    private readonly log: RunnerLog,
  ) {}

  start(): void {
    this.done ??= this.compete();
  }

  /** Stops the work if it runs and gives up the lock. */
  async stop(): Promise<void> {
    this.closing = true;
    this.interruptWait?.();
    this.pause.interrupt();
    await this.lock.close();
    await this.done;
  }

  private async compete(): Promise<void> {
    while (!this.closing) {
      const leadership = await this.lock.acquire();
      if (!leadership) return;
      this.log.info('this process holds the projections lock: working');
      const stopped = new Promise<void>((resolve) => {
        this.interruptWait = resolve;
      });
      // Stop on losing the lock even while a start (a long catch-up) is still under way.
      let stopping: Promise<void> | undefined;
      const stopAll = () => {
        stopping ??= (async () => {
          for (const work of [...this.work].reverse()) {
            await work.stop().catch((error) => this.log.error(error, 'stopping after the lock failed'));
          }
        })();
        return stopping;
      };
      void leadership.lost.then(stopAll);
      try {
        for (const work of this.work) {
          if (stopping) break;
          await work.start();
        }
        if (!stopping) this.failedStarts = 0;
        await Promise.race([leadership.lost, stopped]);
      } catch (error) {
        if (!stopping) {
          this.failedStarts++;
          this.log.error(error, 'projections failed to start; competing again');
        }
      } finally {
        await stopAll();
        await leadership.release();
      }
      // A start that keeps failing (the database half away) must not spin.
      if (this.failedStarts > 0 && !this.closing)
        await this.pause.wait(backoffDelay(this.failedStarts, 500, 5000));
      if (!this.closing) this.log.info('gave up the projections lock; standing by');
    }
  }
}
