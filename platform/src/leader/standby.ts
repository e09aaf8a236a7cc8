import { backoffDelay, Pause } from '../retry';
import type { LeaderElection } from './leader-election';

/** Background work done by the leading process only: the runner, the mail reactor, reminders. */
export interface LeaderWork {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface StandbyLog {
  info(msg: string): void;
  error(obj: unknown, msg: string): void;
}

/**
 * Runs `work` only while this process leads, so of several processes one works and the others
 * stand by. Losing the lead (its lock connection dropped) stops the work at once; the process
 * then competes again like any standby. A start that fails (the store away) stops what started,
 * and the process competes again after a back-off, for as long as it lives.
 */
export class Standby {
  private done: Promise<void> | undefined;
  private closing = false;
  private interruptWait: (() => void) | undefined;
  private readonly pause = new Pause();
  private failedStarts = 0;
  private leading = false;
  private decided: (() => void) | undefined;

  /** `name` says which lock in the log: "this process holds the projections lock: working". */
  constructor(
    private readonly election: LeaderElection,
    private readonly work: readonly LeaderWork[],
    private readonly log: StandbyLog,
    private readonly name = 'projections',
  ) {}

  /** Whether this process does the work now. */
  get role(): 'leader' | 'standby' {
    return this.leading ? 'leader' : 'standby';
  }

  /**
   * Starts competing. Resolves once this process either leads with its work started (or its
   * first start failed) or found another process leading.
   */
  start(): Promise<void> {
    if (this.done) return Promise.resolve();
    const decided = new Promise<void>((resolve) => {
      this.decided = resolve;
    });
    this.done = this.compete().finally(() => this.decided?.());
    return decided;
  }

  /** Stops the work if it runs and gives up the lead. */
  async stop(): Promise<void> {
    this.closing = true;
    this.interruptWait?.();
    this.pause.interrupt();
    await this.election.close();
    await this.done;
  }

  private async compete(): Promise<void> {
    while (!this.closing) {
      const leadership = await this.election.acquire(() => this.decided?.());
      if (!leadership) return;
      this.leading = true;
      this.log.info(`this process holds the ${this.name} lock: working`);
      const stopped = new Promise<void>((resolve) => {
        this.interruptWait = resolve;
      });
      // Stop on losing the lock even while a start (a long catch-up) is still under way.
      let stopping: Promise<void> | undefined;
      const stopAll = () => {
        stopping ??= (async () => {
          this.leading = false;
          for (const work of [...this.work].reverse()) {
            await work
              .stop()
              .catch((error) => this.log.error(error, `stopping the ${this.name} work failed`));
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
        this.decided?.();
        await Promise.race([leadership.lost, stopped]);
      } catch (error) {
        if (!stopping) {
          this.failedStarts++;
          this.log.error(error, `the ${this.name} work failed to start; competing again`);
        }
        this.decided?.();
      } finally {
        await stopAll();
        await leadership.release();
      }
      // A start that keeps failing (the database half away) must not spin.
      if (this.failedStarts > 0 && !this.closing)
        await this.pause.wait(backoffDelay(this.failedStarts, 500, 5000));
      if (!this.closing) this.log.info(`gave up the ${this.name} lock; standing by`);
    }
  }
}
